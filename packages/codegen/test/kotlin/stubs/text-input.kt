package androidx.compose.ui.text.input

interface VisualTransformation {
    companion object {
        val None: VisualTransformation = object : VisualTransformation {}
    }
}

class PasswordVisualTransformation(val mask: Char = '\u2022') : VisualTransformation

@JvmInline
value class KeyboardType(val value: Int) {
    companion object {
        val Text = KeyboardType(1)
        val Ascii = KeyboardType(2)
        val Number = KeyboardType(3)
        val Phone = KeyboardType(4)
        val Uri = KeyboardType(5)
        val Email = KeyboardType(6)
        val Password = KeyboardType(7)
        val NumberPassword = KeyboardType(8)
        val Decimal = KeyboardType(9)
    }
}
