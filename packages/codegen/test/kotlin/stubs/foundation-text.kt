package androidx.compose.foundation.text

import androidx.compose.ui.text.input.KeyboardType

class KeyboardOptions(val keyboardType: KeyboardType = KeyboardType.Text, val autoCorrect: Boolean = true) {
    companion object {
        val Default = KeyboardOptions()
    }
}
