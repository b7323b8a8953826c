package androidx.compose.ui.unit

import androidx.compose.runtime.signatureStub

@JvmInline
value class Dp(val value: Float) : Comparable<Dp> {
    override fun compareTo(other: Dp): Int = value.compareTo(other.value)
    operator fun plus(other: Dp): Dp = Dp(value + other.value)
    operator fun minus(other: Dp): Dp = Dp(value - other.value)
    operator fun div(other: Float): Dp = Dp(value / other)
    operator fun times(other: Float): Dp = Dp(value * other)
    operator fun unaryMinus(): Dp = Dp(-value)
    companion object {
        val Hairline: Dp = Dp(0f)
        val Infinity: Dp = Dp(Float.POSITIVE_INFINITY)
        val Unspecified: Dp = Dp(Float.NaN)
    }
}

inline val Int.dp: Dp get() = Dp(this.toFloat())
inline val Double.dp: Dp get() = Dp(this.toFloat())
inline val Float.dp: Dp get() = Dp(this)

@JvmInline
value class TextUnit(val packedValue: Long) {
    operator fun unaryMinus(): TextUnit = this
    companion object {
        val Unspecified: TextUnit = TextUnit(0L)
    }
}

val Int.sp: TextUnit get() = signatureStub()
val Double.sp: TextUnit get() = signatureStub()
val Float.sp: TextUnit get() = signatureStub()
val Int.em: TextUnit get() = signatureStub()
val Double.em: TextUnit get() = signatureStub()
val Float.em: TextUnit get() = signatureStub()

enum class LayoutDirection { Ltr, Rtl }

interface Density {
    val density: Float
    val fontScale: Float
    fun Dp.toPx(): Float = value * density
    fun Dp.roundToPx(): Int = toPx().toInt()
    fun TextUnit.toPx(): Float = signatureStub()
}
