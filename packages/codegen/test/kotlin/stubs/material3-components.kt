package androidx.compose.material3

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.runtime.Composable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.window.DialogProperties
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.ui.text.input.VisualTransformation

class ButtonColors
class ButtonElevation
class CardColors
class CardElevation
class TextFieldColors
class SwitchColors
class CheckboxColors
class RadioButtonColors
class TopAppBarColors
interface TopAppBarScrollBehavior
class NavigationBarItemColors
class FloatingActionButtonElevation
class ChipColors
class ChipElevation
class ChipBorder
class SelectableChipColors
class SelectableChipElevation
class SelectableChipBorder
class ListItemColors

object ButtonDefaults {
    val IconSize: Dp = signatureStub()
    val IconSpacing: Dp = signatureStub()
    val ContentPadding: PaddingValues = signatureStub()

    @Composable
    fun buttonColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): ButtonColors = signatureStub()

    @Composable
    fun elevatedButtonColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): ButtonColors = signatureStub()

    @Composable
    fun filledTonalButtonColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): ButtonColors = signatureStub()

    @Composable
    fun outlinedButtonColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): ButtonColors = signatureStub()

    @Composable
    fun textButtonColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): ButtonColors = signatureStub()
}

object CardDefaults {
    @Composable
    fun cardColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): CardColors = signatureStub()

    @Composable
    fun elevatedCardColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): CardColors = signatureStub()

    @Composable
    fun outlinedCardColors(containerColor: Color = signatureStub(), contentColor: Color = signatureStub(), disabledContainerColor: Color = signatureStub(), disabledContentColor: Color = signatureStub()): CardColors = signatureStub()
}

@Composable
fun Button(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = signatureStub(),
    colors: ButtonColors = signatureStub(),
    elevation: ButtonElevation? = signatureStub(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun ElevatedButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = signatureStub(),
    colors: ButtonColors = signatureStub(),
    elevation: ButtonElevation? = signatureStub(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun FilledTonalButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = signatureStub(),
    colors: ButtonColors = signatureStub(),
    elevation: ButtonElevation? = signatureStub(),
    border: BorderStroke? = null,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun OutlinedButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = signatureStub(),
    colors: ButtonColors = signatureStub(),
    elevation: ButtonElevation? = null,
    border: BorderStroke? = signatureStub(),
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun TextButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    shape: Shape = signatureStub(),
    colors: ButtonColors = signatureStub(),
    elevation: ButtonElevation? = null,
    border: BorderStroke? = null,
    contentPadding: PaddingValues = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun TextField(
    value: String,
    onValueChange: (String) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    readOnly: Boolean = false,
    textStyle: TextStyle = signatureStub(),
    label: @Composable (() -> Unit)? = null,
    placeholder: @Composable (() -> Unit)? = null,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    prefix: @Composable (() -> Unit)? = null,
    suffix: @Composable (() -> Unit)? = null,
    supportingText: @Composable (() -> Unit)? = null,
    isError: Boolean = false,
    visualTransformation: VisualTransformation = VisualTransformation.None,
    keyboardOptions: KeyboardOptions = KeyboardOptions.Default,
    singleLine: Boolean = false,
    maxLines: Int = if (singleLine) 1 else Int.MAX_VALUE,
    minLines: Int = 1,
    interactionSource: MutableInteractionSource = signatureStub(),
    shape: Shape = signatureStub(),
    colors: TextFieldColors = signatureStub(),
) {
}

@Composable
fun OutlinedTextField(
    value: String,
    onValueChange: (String) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    readOnly: Boolean = false,
    textStyle: TextStyle = signatureStub(),
    label: @Composable (() -> Unit)? = null,
    placeholder: @Composable (() -> Unit)? = null,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    prefix: @Composable (() -> Unit)? = null,
    suffix: @Composable (() -> Unit)? = null,
    supportingText: @Composable (() -> Unit)? = null,
    isError: Boolean = false,
    visualTransformation: VisualTransformation = VisualTransformation.None,
    keyboardOptions: KeyboardOptions = KeyboardOptions.Default,
    singleLine: Boolean = false,
    maxLines: Int = if (singleLine) 1 else Int.MAX_VALUE,
    minLines: Int = 1,
    interactionSource: MutableInteractionSource = signatureStub(),
    shape: Shape = signatureStub(),
    colors: TextFieldColors = signatureStub(),
) {
}

@Composable
fun Card(
    modifier: Modifier = Modifier,
    shape: Shape = signatureStub(),
    colors: CardColors = signatureStub(),
    elevation: CardElevation = signatureStub(),
    border: BorderStroke? = null,
    content: @Composable ColumnScope.() -> Unit,
) {
}

@Composable
fun ElevatedCard(
    modifier: Modifier = Modifier,
    shape: Shape = signatureStub(),
    colors: CardColors = signatureStub(),
    elevation: CardElevation = signatureStub(),
    content: @Composable ColumnScope.() -> Unit,
) {
}

@Composable
fun OutlinedCard(
    modifier: Modifier = Modifier,
    shape: Shape = signatureStub(),
    colors: CardColors = signatureStub(),
    elevation: CardElevation = signatureStub(),
    border: BorderStroke = signatureStub(),
    content: @Composable ColumnScope.() -> Unit,
) {
}

@Composable
fun Switch(
    checked: Boolean,
    onCheckedChange: ((Boolean) -> Unit)?,
    modifier: Modifier = Modifier,
    thumbContent: (@Composable () -> Unit)? = null,
    enabled: Boolean = true,
    colors: SwitchColors = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun Checkbox(
    checked: Boolean,
    onCheckedChange: ((Boolean) -> Unit)?,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: CheckboxColors = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun RadioButton(
    selected: Boolean,
    onClick: (() -> Unit)?,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: RadioButtonColors = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@ExperimentalMaterial3Api
@Composable
fun TopAppBar(
    title: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    navigationIcon: @Composable () -> Unit = {},
    actions: @Composable RowScope.() -> Unit = {},
    windowInsets: WindowInsets = signatureStub(),
    colors: TopAppBarColors = signatureStub(),
    scrollBehavior: TopAppBarScrollBehavior? = null,
) {
}

@ExperimentalMaterial3Api
@Composable
fun CenterAlignedTopAppBar(
    title: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    navigationIcon: @Composable () -> Unit = {},
    actions: @Composable RowScope.() -> Unit = {},
    windowInsets: WindowInsets = signatureStub(),
    colors: TopAppBarColors = signatureStub(),
    scrollBehavior: TopAppBarScrollBehavior? = null,
) {
}

@Composable
fun NavigationBar(
    modifier: Modifier = Modifier,
    containerColor: Color = signatureStub(),
    contentColor: Color = signatureStub(),
    tonalElevation: Dp = signatureStub(),
    windowInsets: WindowInsets = signatureStub(),
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun RowScope.NavigationBarItem(
    selected: Boolean,
    onClick: () -> Unit,
    icon: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    label: @Composable (() -> Unit)? = null,
    alwaysShowLabel: Boolean = true,
    colors: NavigationBarItemColors = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun FloatingActionButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    shape: Shape = signatureStub(),
    containerColor: Color = signatureStub(),
    contentColor: Color = signatureStub(),
    elevation: FloatingActionButtonElevation = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable () -> Unit,
) {
}

@Composable
fun ExtendedFloatingActionButton(
    text: @Composable () -> Unit,
    icon: @Composable () -> Unit,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    expanded: Boolean = true,
    shape: Shape = signatureStub(),
    containerColor: Color = signatureStub(),
    contentColor: Color = signatureStub(),
    elevation: FloatingActionButtonElevation = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun AssistChip(
    onClick: () -> Unit,
    label: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    shape: Shape = signatureStub(),
    colors: ChipColors = signatureStub(),
    elevation: ChipElevation? = signatureStub(),
    border: BorderStroke? = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun FilterChip(
    selected: Boolean,
    onClick: () -> Unit,
    label: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    leadingIcon: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    shape: Shape = signatureStub(),
    colors: SelectableChipColors = signatureStub(),
    elevation: SelectableChipElevation? = signatureStub(),
    border: BorderStroke? = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun InputChip(
    selected: Boolean,
    onClick: () -> Unit,
    label: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    leadingIcon: @Composable (() -> Unit)? = null,
    avatar: @Composable (() -> Unit)? = null,
    trailingIcon: @Composable (() -> Unit)? = null,
    shape: Shape = signatureStub(),
    colors: SelectableChipColors = signatureStub(),
    elevation: SelectableChipElevation? = signatureStub(),
    border: BorderStroke? = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun SuggestionChip(
    onClick: () -> Unit,
    label: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    icon: @Composable (() -> Unit)? = null,
    shape: Shape = signatureStub(),
    colors: ChipColors = signatureStub(),
    elevation: ChipElevation? = signatureStub(),
    border: BorderStroke? = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
) {
}

@Composable
fun HorizontalDivider(
    modifier: Modifier = Modifier,
    thickness: Dp = signatureStub(),
    color: Color = signatureStub(),
) {
}

object ListItemDefaults {
    val Elevation: Dp = signatureStub()
    @Composable
    fun colors(containerColor: Color = signatureStub(), headlineColor: Color = signatureStub(), leadingIconColor: Color = signatureStub(), overlineColor: Color = signatureStub(), supportingColor: Color = signatureStub(), trailingIconColor: Color = signatureStub(), disabledHeadlineColor: Color = signatureStub(), disabledLeadingIconColor: Color = signatureStub(), disabledTrailingIconColor: Color = signatureStub()): ListItemColors = signatureStub()
}

@Composable
fun ListItem(
    headlineContent: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    overlineContent: @Composable (() -> Unit)? = null,
    supportingContent: @Composable (() -> Unit)? = null,
    leadingContent: @Composable (() -> Unit)? = null,
    trailingContent: @Composable (() -> Unit)? = null,
    colors: ListItemColors = ListItemDefaults.colors(),
    tonalElevation: Dp = ListItemDefaults.Elevation,
    shadowElevation: Dp = ListItemDefaults.Elevation,
) {
}

object AlertDialogDefaults {
    val shape: Shape @Composable get() = signatureStub()
    val containerColor: Color @Composable get() = signatureStub()
    val iconContentColor: Color @Composable get() = signatureStub()
    val titleContentColor: Color @Composable get() = signatureStub()
    val textContentColor: Color @Composable get() = signatureStub()
    val TonalElevation: Dp = signatureStub()
}

@Composable
fun AlertDialog(
    onDismissRequest: () -> Unit,
    confirmButton: @Composable () -> Unit,
    modifier: Modifier = Modifier,
    dismissButton: @Composable (() -> Unit)? = null,
    icon: @Composable (() -> Unit)? = null,
    title: @Composable (() -> Unit)? = null,
    text: @Composable (() -> Unit)? = null,
    shape: Shape = AlertDialogDefaults.shape,
    containerColor: Color = AlertDialogDefaults.containerColor,
    iconContentColor: Color = AlertDialogDefaults.iconContentColor,
    titleContentColor: Color = AlertDialogDefaults.titleContentColor,
    textContentColor: Color = AlertDialogDefaults.textContentColor,
    tonalElevation: Dp = AlertDialogDefaults.TonalElevation,
    properties: DialogProperties = DialogProperties(),
) {
}
