package androidx.compose.ui.text

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.unit.TextUnit

@Immutable
class AnnotatedString(val text: String) : CharSequence {
    override val length: Int get() = text.length
    override fun get(index: Int): Char = text[index]
    override fun subSequence(startIndex: Int, endIndex: Int): CharSequence = text.subSequence(startIndex, endIndex)

    class Builder(capacity: Int = 16) : Appendable {
        override fun append(char: Char): Builder = this
        override fun append(text: CharSequence?): Builder = this
        override fun append(text: CharSequence?, start: Int, end: Int): Builder = this
        fun append(text: String) {}
        fun append(text: AnnotatedString) {}
        fun pushStyle(style: SpanStyle): Int = 0
        fun pop() {}
        fun pop(index: Int) {}
        fun toAnnotatedString(): AnnotatedString = AnnotatedString("")
    }
}

inline fun buildAnnotatedString(builder: (AnnotatedString.Builder).() -> Unit): AnnotatedString =
    AnnotatedString.Builder().apply(builder).toAnnotatedString()

inline fun <R : Any> AnnotatedString.Builder.withStyle(style: SpanStyle, block: AnnotatedString.Builder.() -> R): R {
    val index = pushStyle(style)
    return try {
        block(this)
    } finally {
        pop(index)
    }
}

class Shadow
class TextLayoutResult
class PlatformTextStyle
class PlatformSpanStyle

@Immutable
class SpanStyle(
    val color: Color = Color.Unspecified,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontStyle: FontStyle? = null,
    val fontSynthesis: Any? = null,
    val fontFamily: FontFamily? = null,
    val fontFeatureSettings: String? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val baselineShift: Any? = null,
    val textGeometricTransform: Any? = null,
    val localeList: Any? = null,
    val background: Color = Color.Unspecified,
    val textDecoration: TextDecoration? = null,
    val shadow: Shadow? = null,
)

@Immutable
class TextStyle(
    color: Color = Color.Unspecified,
    fontSize: TextUnit = TextUnit.Unspecified,
    fontWeight: FontWeight? = null,
    fontStyle: FontStyle? = null,
    fontSynthesis: Any? = null,
    fontFamily: FontFamily? = null,
    fontFeatureSettings: String? = null,
    letterSpacing: TextUnit = TextUnit.Unspecified,
    baselineShift: Any? = null,
    textGeometricTransform: Any? = null,
    localeList: Any? = null,
    background: Color = Color.Unspecified,
    textDecoration: TextDecoration? = null,
    shadow: Shadow? = null,
    textAlign: TextAlign? = null,
    textDirection: Any? = null,
    lineHeight: TextUnit = TextUnit.Unspecified,
    textIndent: Any? = null,
    platformStyle: PlatformTextStyle? = null,
) {
    constructor(brush: Brush?, fontSize: TextUnit = TextUnit.Unspecified) : this(fontSize = fontSize)

    fun copy(
        color: Color = Color.Unspecified,
        fontSize: TextUnit = TextUnit.Unspecified,
        fontWeight: FontWeight? = null,
        letterSpacing: TextUnit = TextUnit.Unspecified,
        lineHeight: TextUnit = TextUnit.Unspecified,
    ): TextStyle = this

    companion object {
        val Default: TextStyle = signatureStub()
    }
}
