package androidx.compose.material3

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.runtime.Composable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.state.ToggleableState
import androidx.compose.ui.unit.Dp

@Composable
fun FilledIconButton(onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, shape: Shape = signatureStub(), colors: IconButtonColors = signatureStub(), interactionSource: MutableInteractionSource = signatureStub(), content: @Composable () -> Unit) {
}

@Composable
fun FilledTonalIconButton(onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, shape: Shape = signatureStub(), colors: IconButtonColors = signatureStub(), interactionSource: MutableInteractionSource = signatureStub(), content: @Composable () -> Unit) {
}

@Composable
fun OutlinedIconButton(onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, shape: Shape = signatureStub(), colors: IconButtonColors = signatureStub(), border: BorderStroke? = null, interactionSource: MutableInteractionSource = signatureStub(), content: @Composable () -> Unit) {
}

@Composable
fun SmallFloatingActionButton(onClick: () -> Unit, modifier: Modifier = Modifier, shape: Shape = signatureStub(), containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), elevation: FloatingActionButtonElevation = signatureStub(), interactionSource: MutableInteractionSource = signatureStub(), content: @Composable () -> Unit) {
}

@Composable
fun LargeFloatingActionButton(onClick: () -> Unit, modifier: Modifier = Modifier, shape: Shape = signatureStub(), containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), elevation: FloatingActionButtonElevation = signatureStub(), interactionSource: MutableInteractionSource = signatureStub(), content: @Composable () -> Unit) {
}

@Composable
fun ElevatedAssistChip(onClick: () -> Unit, label: @Composable () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, leadingIcon: @Composable (() -> Unit)? = null, trailingIcon: @Composable (() -> Unit)? = null, shape: Shape = signatureStub(), colors: ChipColors = signatureStub(), elevation: ChipElevation? = signatureStub(), border: BorderStroke? = null, interactionSource: MutableInteractionSource = signatureStub()) {
}

@ExperimentalMaterial3Api
@Composable
fun ElevatedFilterChip(selected: Boolean, onClick: () -> Unit, label: @Composable () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, leadingIcon: @Composable (() -> Unit)? = null, trailingIcon: @Composable (() -> Unit)? = null, shape: Shape = signatureStub(), colors: SelectableChipColors = signatureStub(), elevation: SelectableChipElevation? = signatureStub(), border: BorderStroke? = null, interactionSource: MutableInteractionSource = signatureStub()) {
}

@Composable
fun ElevatedSuggestionChip(onClick: () -> Unit, label: @Composable () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, icon: @Composable (() -> Unit)? = null, shape: Shape = signatureStub(), colors: ChipColors = signatureStub(), elevation: ChipElevation? = signatureStub(), border: BorderStroke? = null, interactionSource: MutableInteractionSource = signatureStub()) {
}

@ExperimentalMaterial3Api
@Composable
fun MediumTopAppBar(title: @Composable () -> Unit, modifier: Modifier = Modifier, navigationIcon: @Composable () -> Unit = {}, actions: @Composable RowScope.() -> Unit = {}, windowInsets: WindowInsets = signatureStub(), colors: TopAppBarColors = signatureStub(), scrollBehavior: TopAppBarScrollBehavior? = null) {
}

@ExperimentalMaterial3Api
@Composable
fun LargeTopAppBar(title: @Composable () -> Unit, modifier: Modifier = Modifier, navigationIcon: @Composable () -> Unit = {}, actions: @Composable RowScope.() -> Unit = {}, windowInsets: WindowInsets = signatureStub(), colors: TopAppBarColors = signatureStub(), scrollBehavior: TopAppBarScrollBehavior? = null) {
}

@Composable
fun TriStateCheckbox(state: ToggleableState, onClick: (() -> Unit)?, modifier: Modifier = Modifier, enabled: Boolean = true, colors: CheckboxColors = signatureStub(), interactionSource: MutableInteractionSource = signatureStub()) {
}

class TabPosition

@Composable
fun TabRow(selectedTabIndex: Int, modifier: Modifier = Modifier, containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), indicator: @Composable (tabPositions: List<TabPosition>) -> Unit = {}, divider: @Composable () -> Unit = {}, tabs: @Composable () -> Unit) {
}

@Composable
fun ScrollableTabRow(selectedTabIndex: Int, modifier: Modifier = Modifier, containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), edgePadding: Dp = signatureStub(), indicator: @Composable (tabPositions: List<TabPosition>) -> Unit = {}, divider: @Composable () -> Unit = {}, tabs: @Composable () -> Unit) {
}

@Composable
fun Tab(selected: Boolean, onClick: () -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, text: @Composable (() -> Unit)? = null, icon: @Composable (() -> Unit)? = null, selectedContentColor: Color = signatureStub(), unselectedContentColor: Color = signatureStub(), interactionSource: MutableInteractionSource = signatureStub()) {
}

class SliderColors

@Composable
fun Slider(value: Float, onValueChange: (Float) -> Unit, modifier: Modifier = Modifier, enabled: Boolean = true, valueRange: ClosedFloatingPointRange<Float> = 0f..1f, steps: Int = 0, onValueChangeFinished: (() -> Unit)? = null, colors: SliderColors = signatureStub(), interactionSource: MutableInteractionSource = signatureStub()) {
}

@Composable
fun LinearProgressIndicator(modifier: Modifier = Modifier, color: Color = signatureStub(), trackColor: Color = signatureStub()) {
}

@Composable
fun LinearProgressIndicator(progress: () -> Float, modifier: Modifier = Modifier, color: Color = signatureStub(), trackColor: Color = signatureStub()) {
}

@Composable
fun CircularProgressIndicator(modifier: Modifier = Modifier, color: Color = signatureStub(), strokeWidth: Dp = signatureStub(), trackColor: Color = signatureStub()) {
}

@Composable
fun CircularProgressIndicator(progress: () -> Float, modifier: Modifier = Modifier, color: Color = signatureStub(), strokeWidth: Dp = signatureStub(), trackColor: Color = signatureStub()) {
}

class SheetState

object BottomSheetDefaults {
    val ExpandedShape: Shape @Composable get() = signatureStub()
    val ContainerColor: Color @Composable get() = signatureStub()
    val Elevation: Dp = signatureStub()

    @Composable
    fun DragHandle(modifier: Modifier = Modifier, width: Dp = signatureStub(), height: Dp = signatureStub(), shape: Shape = signatureStub(), color: Color = signatureStub()) {
    }
}

@ExperimentalMaterial3Api
@Composable
fun ModalBottomSheet(onDismissRequest: () -> Unit, modifier: Modifier = Modifier, sheetState: SheetState = signatureStub(), shape: Shape = signatureStub(), containerColor: Color = signatureStub(), tonalElevation: Dp = signatureStub(), dragHandle: @Composable (() -> Unit)? = null, content: @Composable ColumnScope.() -> Unit) {
}

@Composable
fun Surface(modifier: Modifier = Modifier, shape: Shape = signatureStub(), color: Color = signatureStub(), contentColor: Color = signatureStub(), tonalElevation: Dp = signatureStub(), shadowElevation: Dp = signatureStub(), border: BorderStroke? = null, content: @Composable () -> Unit) {
}
