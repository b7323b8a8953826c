package androidx.compose.ui.text.googlefonts

import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.platform.SystemFont

/**
 * Shim: Android's downloadable Google Fonts (`androidx.compose.ui:ui-text-google-fonts`), which
 * needs Google Play services and has no desktop artifact. Same signatures as Android's. A
 * downloaded family is drawn with the machine's installed family of that name (the renderer's
 * fontconfig holds the fonts it installs), which is the font the provider downloads on a phone.
 */
class GoogleFont(val name: String, val bestEffort: Boolean = true) {
    class Provider(val providerAuthority: String, val providerPackage: String, val certificates: Int)
}

// SystemFont (a family looked up by name) is marked experimental on desktop.
@OptIn(ExperimentalTextApi::class)
fun Font(googleFont: GoogleFont, fontProvider: GoogleFont.Provider, weight: FontWeight = FontWeight.W400, style: FontStyle = FontStyle.Normal): Font =
    SystemFont(googleFont.name, weight, style)
