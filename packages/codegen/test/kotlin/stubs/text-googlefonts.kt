package androidx.compose.ui.text.googlefonts

import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight

class GoogleFont(val name: String, val bestEffort: Boolean = true) {
    class Provider(val providerAuthority: String, val providerPackage: String, val certificates: Int)
}

fun Font(googleFont: GoogleFont, fontProvider: GoogleFont.Provider, weight: FontWeight = FontWeight.W400, style: FontStyle = FontStyle.Normal): androidx.compose.ui.text.font.Font =
    object : androidx.compose.ui.text.font.Font {
        override val weight = weight
        override val style = style
    }
