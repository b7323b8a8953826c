package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.DefaultAlpha
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.Dp

fun Modifier.background(color: Color, shape: Shape = RectangleShape): Modifier = this

fun Modifier.clickable(enabled: Boolean = true, onClickLabel: String? = null, role: Role? = null, onClick: () -> Unit): Modifier = this

fun Modifier.background(brush: Brush, shape: Shape = RectangleShape, alpha: Float = 1.0f): Modifier = this

@Immutable
class BorderStroke(val width: Dp, val brush: Brush)

@Stable
fun BorderStroke(width: Dp, color: Color): BorderStroke = throw UnsupportedOperationException("signature stub")

fun Modifier.border(border: BorderStroke, shape: Shape = RectangleShape): Modifier = this

fun Modifier.border(width: Dp, color: Color, shape: Shape = RectangleShape): Modifier = this

fun Modifier.border(width: Dp, brush: Brush, shape: Shape): Modifier = this

@Composable
fun Image(
    painter: Painter,
    contentDescription: String?,
    modifier: Modifier = Modifier,
    alignment: Alignment = Alignment.Center,
    contentScale: ContentScale = ContentScale.Fit,
    alpha: Float = DefaultAlpha,
    colorFilter: ColorFilter? = null,
) {
}

@Stable
class ScrollState(initial: Int) {
    val value: Int = initial
}

@Composable
fun rememberScrollState(initial: Int = 0): ScrollState = ScrollState(initial)

fun Modifier.verticalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: androidx.compose.foundation.gestures.FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this

fun Modifier.horizontalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: androidx.compose.foundation.gestures.FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = this

@Composable
@androidx.compose.runtime.ReadOnlyComposable
fun isSystemInDarkTheme(): Boolean = false
