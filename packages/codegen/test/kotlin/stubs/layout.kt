package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

@RequiresOptIn(message = "The API of this layout is experimental and is likely to change in the future.")
@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalLayoutApi

@Immutable
object Arrangement {
    @Stable
    interface Horizontal {
        val spacing: Dp get() = 0.dp
        fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray)
    }

    @Stable
    interface Vertical {
        val spacing: Dp get() = 0.dp
        fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray)
    }

    @Stable
    interface HorizontalOrVertical : Horizontal, Vertical {
        override val spacing: Dp get() = 0.dp
    }

    val Start: Horizontal = signatureStub()
    val End: Horizontal = signatureStub()
    val Top: Vertical = signatureStub()
    val Bottom: Vertical = signatureStub()
    val Center: HorizontalOrVertical = signatureStub()
    val SpaceEvenly: HorizontalOrVertical = signatureStub()
    val SpaceBetween: HorizontalOrVertical = signatureStub()
    val SpaceAround: HorizontalOrVertical = signatureStub()

    @Stable
    fun spacedBy(space: Dp): HorizontalOrVertical = signatureStub()

    @Stable
    fun spacedBy(space: Dp, alignment: Alignment.Horizontal): Horizontal = signatureStub()

    @Stable
    fun spacedBy(space: Dp, alignment: Alignment.Vertical): Vertical = signatureStub()

    @Stable
    fun aligned(alignment: Alignment.Horizontal): Horizontal = signatureStub()

    @Stable
    fun aligned(alignment: Alignment.Vertical): Vertical = signatureStub()
}

@Immutable
interface BoxScope {
    @Stable
    fun Modifier.align(alignment: Alignment): Modifier = this

    @Stable
    fun Modifier.matchParentSize(): Modifier = this
}

@Immutable
interface RowScope {
    @Stable
    fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier = this

    @Stable
    fun Modifier.align(alignment: Alignment.Vertical): Modifier = this

    @Stable
    fun Modifier.alignByBaseline(): Modifier = this
}

@Immutable
interface ColumnScope {
    @Stable
    fun Modifier.weight(weight: Float, fill: Boolean = true): Modifier = this

    @Stable
    fun Modifier.align(alignment: Alignment.Horizontal): Modifier = this
}

@ExperimentalLayoutApi
interface FlowRowScope : RowScope

@ExperimentalLayoutApi
interface FlowColumnScope : ColumnScope

@Composable
fun Box(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    propagateMinConstraints: Boolean = false,
    content: @Composable BoxScope.() -> Unit,
) {
}

@Composable
fun Box(modifier: Modifier) {
}

@Composable
fun Row(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalAlignment: Alignment.Vertical = Alignment.Top,
    content: @Composable RowScope.() -> Unit,
) {
}

@Composable
fun Column(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalAlignment: Alignment.Horizontal = Alignment.Start,
    content: @Composable ColumnScope.() -> Unit,
) {
}

@Composable
@ExperimentalLayoutApi
fun FlowRow(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    maxItemsInEachRow: Int = Int.MAX_VALUE,
    content: @Composable FlowRowScope.() -> Unit,
) {
}

@Composable
@ExperimentalLayoutApi
fun FlowColumn(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    maxItemsInEachColumn: Int = Int.MAX_VALUE,
    content: @Composable FlowColumnScope.() -> Unit,
) {
}

@Composable
fun Spacer(modifier: Modifier) {
}

@Immutable
interface PaddingValues

@Stable
fun PaddingValues(all: Dp): PaddingValues = signatureStub()

@Stable
fun PaddingValues(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): PaddingValues = signatureStub()

@Stable
fun PaddingValues(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): PaddingValues = signatureStub()

interface WindowInsets

@Stable
fun Modifier.padding(start: Dp = 0.dp, top: Dp = 0.dp, end: Dp = 0.dp, bottom: Dp = 0.dp): Modifier = this

@Stable
fun Modifier.padding(horizontal: Dp = 0.dp, vertical: Dp = 0.dp): Modifier = this

@Stable
fun Modifier.padding(all: Dp): Modifier = this

@Stable
fun Modifier.padding(paddingValues: PaddingValues): Modifier = this

@Stable
fun Modifier.offset(x: Dp = 0.dp, y: Dp = 0.dp): Modifier = this

@Stable
fun Modifier.width(width: Dp): Modifier = this

@Stable
fun Modifier.height(height: Dp): Modifier = this

@Stable
fun Modifier.size(size: Dp): Modifier = this

@Stable
fun Modifier.size(width: Dp, height: Dp): Modifier = this

@Stable
fun Modifier.requiredSize(width: Dp, height: Dp): Modifier = this

@Stable
fun Modifier.widthIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier = this

@Stable
fun Modifier.heightIn(min: Dp = Dp.Unspecified, max: Dp = Dp.Unspecified): Modifier = this

@Stable
fun Modifier.sizeIn(minWidth: Dp = Dp.Unspecified, minHeight: Dp = Dp.Unspecified, maxWidth: Dp = Dp.Unspecified, maxHeight: Dp = Dp.Unspecified): Modifier = this

@Stable
fun Modifier.fillMaxWidth(fraction: Float = 1f): Modifier = this

@Stable
fun Modifier.fillMaxHeight(fraction: Float = 1f): Modifier = this

@Stable
fun Modifier.fillMaxSize(fraction: Float = 1f): Modifier = this

@Stable
fun Modifier.wrapContentWidth(align: Alignment.Horizontal = Alignment.CenterHorizontally, unbounded: Boolean = false): Modifier = this

@Stable
fun Modifier.wrapContentHeight(align: Alignment.Vertical = Alignment.CenterVertically, unbounded: Boolean = false): Modifier = this

@Stable
fun Modifier.wrapContentSize(align: Alignment = Alignment.Center, unbounded: Boolean = false): Modifier = this
