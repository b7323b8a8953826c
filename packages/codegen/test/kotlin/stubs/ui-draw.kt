package androidx.compose.ui.draw

import androidx.compose.runtime.Stable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.DefaultAlpha
import androidx.compose.ui.graphics.DefaultShadowColor
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.drawscope.ContentDrawScope
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

@Stable
fun Modifier.clip(shape: Shape): Modifier = this

@Stable
fun Modifier.alpha(alpha: Float): Modifier = this

@Stable
fun Modifier.rotate(degrees: Float): Modifier = this

@Stable
fun Modifier.scale(scale: Float): Modifier = this

@Stable
fun Modifier.shadow(
    elevation: Dp,
    shape: Shape = RectangleShape,
    clip: Boolean = elevation > 0.dp,
    ambientColor: Color = DefaultShadowColor,
    spotColor: Color = DefaultShadowColor,
): Modifier = this

@JvmInline
value class BlurredEdgeTreatment(val shape: Shape?) {
    companion object {
        val Rectangle: BlurredEdgeTreatment = BlurredEdgeTreatment(RectangleShape)
        val Unbounded: BlurredEdgeTreatment = BlurredEdgeTreatment(null)
    }
}

@Stable
fun Modifier.blur(radius: Dp, edgeTreatment: BlurredEdgeTreatment = BlurredEdgeTreatment.Rectangle): Modifier = this

fun Modifier.drawBehind(onDraw: DrawScope.() -> Unit): Modifier = this

fun Modifier.drawWithContent(onDraw: ContentDrawScope.() -> Unit): Modifier = this

class DrawResult internal constructor()

class CacheDrawScope internal constructor() : Density {
    override val density: Float get() = 1f
    override val fontScale: Float get() = 1f
    val size: Size get() = signatureStub()
    val layoutDirection: LayoutDirection get() = LayoutDirection.Ltr
    fun onDrawBehind(block: DrawScope.() -> Unit): DrawResult = DrawResult()
    fun onDrawWithContent(block: ContentDrawScope.() -> Unit): DrawResult = DrawResult()
}

fun Modifier.drawWithCache(onBuildDrawCache: CacheDrawScope.() -> DrawResult): Modifier = this

fun Modifier.paint(
    painter: Painter,
    sizeToIntrinsics: Boolean = true,
    alignment: Alignment = Alignment.Center,
    contentScale: ContentScale = ContentScale.Inside,
    alpha: Float = DefaultAlpha,
    colorFilter: ColorFilter? = null,
): Modifier = this
