package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

@Immutable
@JvmInline
value class Color(val value: ULong) {
    val alpha: Float get() = 1f
    val red: Float get() = 0f
    val green: Float get() = 0f
    val blue: Float get() = 0f

    @Stable
    fun copy(alpha: Float = this.alpha, red: Float = this.red, green: Float = this.green, blue: Float = this.blue): Color = this

    companion object {
        val Black: Color = Color(0xFF000000)
        val White: Color = Color(0xFFFFFFFF)
        val Transparent: Color = Color(0x00000000)
        val Unspecified: Color = Color(0UL)
    }
}

@Stable
fun Color(color: Int): Color = Color(color.toULong() shl 32)

@Stable
fun Color(color: Long): Color = Color(color.toULong() shl 32)

@Stable
fun Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF): Color = Color(0L)

@Immutable
@JvmInline
value class TileMode internal constructor(val value: Int) {
    companion object {
        val Clamp: TileMode = TileMode(0)
        val Repeated: TileMode = TileMode(1)
        val Mirror: TileMode = TileMode(2)
        val Decal: TileMode = TileMode(3)
    }
}

@Immutable
@JvmInline
value class BlendMode internal constructor(val value: Int) {
    companion object {
        val SrcOver: BlendMode = BlendMode(3)
        val Multiply: BlendMode = BlendMode(24)
    }
}

class ColorFilter

@Immutable
sealed class Brush {
    companion object {
        @Stable
        fun linearGradient(vararg colorStops: Pair<Float, Color>, start: Offset = Offset.Zero, end: Offset = Offset.Infinite, tileMode: TileMode = TileMode.Clamp): Brush = signatureStub()

        @Stable
        fun linearGradient(colors: List<Color>, start: Offset = Offset.Zero, end: Offset = Offset.Infinite, tileMode: TileMode = TileMode.Clamp): Brush = signatureStub()

        @Stable
        fun radialGradient(vararg colorStops: Pair<Float, Color>, center: Offset = Offset.Unspecified, radius: Float = Float.POSITIVE_INFINITY, tileMode: TileMode = TileMode.Clamp): Brush = signatureStub()

        @Stable
        fun radialGradient(colors: List<Color>, center: Offset = Offset.Unspecified, radius: Float = Float.POSITIVE_INFINITY, tileMode: TileMode = TileMode.Clamp): Brush = signatureStub()

        @Stable
        fun sweepGradient(vararg colorStops: Pair<Float, Color>, center: Offset = Offset.Unspecified): Brush = signatureStub()

        @Stable
        fun sweepGradient(colors: List<Color>, center: Offset = Offset.Unspecified): Brush = signatureStub()
    }
}

interface Path {
    fun addOval(oval: Rect)
    fun addRect(rect: Rect)
    fun moveTo(x: Float, y: Float)
    fun lineTo(x: Float, y: Float)
    fun close()
}

sealed class Outline

@Stable
interface Shape {
    fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline
}

val RectangleShape: Shape = signatureStub()

interface PathEffect {
    companion object {
        fun dashPathEffect(intervals: FloatArray, phase: Float = 0f): PathEffect = signatureStub()
        fun cornerPathEffect(radius: Float): PathEffect = signatureStub()
    }
}

@JvmInline
value class StrokeCap internal constructor(val value: Int) {
    companion object {
        val Butt: StrokeCap = StrokeCap(0)
        val Round: StrokeCap = StrokeCap(1)
        val Square: StrokeCap = StrokeCap(2)
    }
}

@JvmInline
value class StrokeJoin internal constructor(val value: Int) {
    companion object {
        val Miter: StrokeJoin = StrokeJoin(0)
        val Round: StrokeJoin = StrokeJoin(1)
        val Bevel: StrokeJoin = StrokeJoin(2)
    }
}

const val DefaultAlpha: Float = 1.0f

val DefaultShadowColor: Color = Color.Black

fun DrawScope.drawOutline(
    outline: Outline,
    color: Color,
    alpha: Float = 1.0f,
    style: DrawStyle = Fill,
    colorFilter: ColorFilter? = null,
    blendMode: BlendMode = BlendMode.SrcOver,
) {
}

fun DrawScope.drawOutline(
    outline: Outline,
    brush: Brush,
    alpha: Float = 1.0f,
    style: DrawStyle = Fill,
    colorFilter: ColorFilter? = null,
    blendMode: BlendMode = BlendMode.SrcOver,
) {
}
