package androidx.compose.ui.text.googlefonts

import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontLoadingStrategy
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.font.MachineFonts
import androidx.compose.ui.text.platform.SystemFont
import java.io.File
import androidx.compose.ui.text.platform.Font as FileFont

/**
 * Shim: Android's Google Fonts family name (`androidx.compose.ui:ui-text-google-fonts`, an
 * Android-only artifact: it downloads fonts through Google Play services' font provider).
 */
class GoogleFont(val name: String, val bestEffort: Boolean = true) {
    init {
        require(name.isNotEmpty()) { "name cannot be empty" }
    }

    /** Shim: the font provider (authority, package, certificates), kept only for the signature: desktop downloads nothing. */
    class Provider(val providerAuthority: String, val providerPackage: String, val certificates: List<List<ByteArray>>) {
        var certificatesRes: Int = 0
            private set

        constructor(providerAuthority: String, providerPackage: String, certificates: Int) : this(providerAuthority, providerPackage, emptyList()) {
            certificatesRes = certificates
        }
    }
}

/**
 * Shim: Android's downloadable `Font(googleFont, fontProvider, …)`. On a phone the font is
 * downloaded, and the family's next font (the generated code's device fallback) is drawn while it
 * loads or when it cannot be. Here nothing is downloaded: the family is drawn from the machine's
 * fonts when it is installed (as on a phone that has it), else the font is unavailable and the
 * family's next font is drawn, as on a phone that cannot download it. A family the renderer's
 * fontconfig points elsewhere (Compose desktop asks for "Noto Sans" when it means its default
 * face, which fonts.conf makes Roboto, as on Android) is read from its own file, so a design
 * set in Noto Sans is drawn in Noto Sans.
 */
@OptIn(androidx.compose.ui.text.ExperimentalTextApi::class)
fun Font(googleFont: GoogleFont, fontProvider: GoogleFont.Provider, weight: FontWeight = FontWeight.W400, style: FontStyle = FontStyle.Normal): Font {
    val name = googleFont.name
    if (!MachineFonts.isInstalled(name)) return UnavailableFont(name, weight, style)
    if (MachineFonts.resolve(name) != name) {
        val file = MachineFonts.file(name, weight.weight, style == FontStyle.Italic)
        if (file != null) return FileFont(File(file), weight, style)
    }
    return SystemFont(name, weight, style)
}

/**
 * A font that is never there: optional-local fonts that fail to load are skipped, so the family's
 * next font is drawn. (Desktop's loader rejects a font type it does not know, which is the failure.)
 */
private class UnavailableFont(val family: String, override val weight: FontWeight, override val style: FontStyle) : Font {
    override val loadingStrategy: FontLoadingStrategy = FontLoadingStrategy.OptionalLocal

    override fun toString(): String = "GoogleFont($family, not installed)"
}
