package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

@Immutable
class FontWeight(val weight: Int) : Comparable<FontWeight> {
    override fun compareTo(other: FontWeight): Int = weight.compareTo(other.weight)

    companion object {
        val W100: FontWeight = FontWeight(100)
        val W200: FontWeight = FontWeight(200)
        val W300: FontWeight = FontWeight(300)
        val W400: FontWeight = FontWeight(400)
        val W500: FontWeight = FontWeight(500)
        val W600: FontWeight = FontWeight(600)
        val W700: FontWeight = FontWeight(700)
        val W800: FontWeight = FontWeight(800)
        val W900: FontWeight = FontWeight(900)
        val Thin: FontWeight = W100
        val ExtraLight: FontWeight = W200
        val Light: FontWeight = W300
        val Normal: FontWeight = W400
        val Medium: FontWeight = W500
        val SemiBold: FontWeight = W600
        val Bold: FontWeight = W700
        val ExtraBold: FontWeight = W800
        val Black: FontWeight = W900
    }
}

@JvmInline
value class FontStyle(val value: Int) {
    companion object {
        val Normal: FontStyle = FontStyle(0)
        val Italic: FontStyle = FontStyle(1)
    }
}

@Immutable
sealed class FontFamily {
    companion object {
        val Default: FontFamily = GenericFontFamily("default")
        val SansSerif: FontFamily = GenericFontFamily("sans-serif")
        val Serif: FontFamily = GenericFontFamily("serif")
        val Monospace: FontFamily = GenericFontFamily("monospace")
        val Cursive: FontFamily = GenericFontFamily("cursive")
    }
}

class GenericFontFamily internal constructor(val name: String) : FontFamily()

interface Font {
    val weight: FontWeight
    val style: FontStyle
}

class FontListFontFamily(val fonts: List<Font>) : FontFamily()

fun FontFamily(vararg fonts: Font): FontFamily = FontListFontFamily(fonts.toList())

class DeviceFontFamilyName(val name: String)

fun Font(familyName: DeviceFontFamilyName, weight: FontWeight = FontWeight.Normal, style: FontStyle = FontStyle.Normal): Font = object : Font {
    override val weight = weight
    override val style = style
}
