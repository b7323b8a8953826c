package androidx.compose.ui.text.font

import androidx.compose.ui.text.platform.SystemFont

/**
 * Shim: Android's name of a font family installed on the device ("sans-serif", "serif",
 * "monospace"…). Desktop Compose has no such type (its `SystemFont` takes a plain family name).
 */
@JvmInline
value class DeviceFontFamilyName(val name: String) {
    init {
        require(name.isNotEmpty()) { "name may not be empty" }
    }
}

/**
 * Shim: Android's `Font(DeviceFontFamilyName, …)`, a font the device has installed. Desktop has
 * no such overload; the shim draws the family fontconfig gives for that name (the renderer's
 * configuration answers Roboto for "sans-serif", as a phone does; DejaVu for "serif" and
 * "monospace").
 * `variationSettings` is accepted for the signature and not applied, as desktop's `SystemFont`
 * takes none.
 */
@OptIn(androidx.compose.ui.text.ExperimentalTextApi::class)
@Suppress("UNUSED_PARAMETER")
fun Font(
    familyName: DeviceFontFamilyName,
    weight: FontWeight = FontWeight.Normal,
    style: FontStyle = FontStyle.Normal,
    variationSettings: FontVariation.Settings = FontVariation.Settings(weight, style),
): Font = SystemFont(MachineFonts.resolve(familyName.name), weight, style)
