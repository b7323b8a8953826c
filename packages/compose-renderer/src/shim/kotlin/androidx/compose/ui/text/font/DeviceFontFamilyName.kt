package androidx.compose.ui.text.font

import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.platform.SystemFont

/**
 * Shim: Android's device font families (`DeviceFontFamilyName("sans-serif")`), the fallback the
 * generated Google Fonts families name. Same signatures as Android's; drawn with the machine's
 * family of that name through fontconfig.
 */
@JvmInline
value class DeviceFontFamilyName(val name: String)

// SystemFont (a family looked up by name) is marked experimental on desktop.
@OptIn(ExperimentalTextApi::class)
fun Font(familyName: DeviceFontFamilyName, weight: FontWeight = FontWeight.Normal, style: FontStyle = FontStyle.Normal): Font =
    SystemFont(familyName.name, weight, style)
