package androidx.compose.ui.text.style

import androidx.compose.runtime.Immutable

@JvmInline
value class TextAlign internal constructor(private val value: Int) {
    companion object {
        val Left: TextAlign = TextAlign(1)
        val Right: TextAlign = TextAlign(2)
        val Center: TextAlign = TextAlign(3)
        val Justify: TextAlign = TextAlign(4)
        val Start: TextAlign = TextAlign(5)
        val End: TextAlign = TextAlign(6)
    }
}

@Immutable
class TextDecoration internal constructor(val mask: Int) {
    companion object {
        val None: TextDecoration = TextDecoration(0)
        val Underline: TextDecoration = TextDecoration(1)
        val LineThrough: TextDecoration = TextDecoration(2)
        fun combine(decorations: List<TextDecoration>): TextDecoration = TextDecoration(decorations.sumOf { it.mask })
    }
}

@JvmInline
value class TextOverflow internal constructor(private val value: Int) {
    companion object {
        val Clip: TextOverflow = TextOverflow(1)
        val Ellipsis: TextOverflow = TextOverflow(2)
        val Visible: TextOverflow = TextOverflow(3)
    }
}
