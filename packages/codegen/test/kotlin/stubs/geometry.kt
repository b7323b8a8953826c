package androidx.compose.ui.geometry

@JvmInline
value class Offset(private val packedValue: Long) {
    val x: Float get() = 0f
    val y: Float get() = 0f
    companion object {
        val Zero: Offset = Offset(0L)
        val Infinite: Offset = Offset(1L)
        val Unspecified: Offset = Offset(2L)
    }
}

fun Offset(x: Float, y: Float): Offset = Offset((x.toBits().toLong() shl 32) or y.toBits().toLong())

@JvmInline
value class Size(private val packedValue: Long) {
    val width: Float get() = 0f
    val height: Float get() = 0f
    val minDimension: Float get() = 0f
    companion object {
        val Zero: Size = Size(0L)
        val Unspecified: Size = Size(1L)
    }
}

fun Size(width: Float, height: Float): Size = Size((width.toBits().toLong() shl 32) or height.toBits().toLong())

@JvmInline
value class CornerRadius(private val packedValue: Long) {
    companion object {
        val Zero: CornerRadius = CornerRadius(0L)
    }
}

fun CornerRadius(x: Float, y: Float = x): CornerRadius = CornerRadius((x.toBits().toLong() shl 32) or y.toBits().toLong())

data class Rect(val left: Float, val top: Float, val right: Float, val bottom: Float)
