package androidx.compose.ui

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Stable
interface Modifier {
    infix fun then(other: Modifier): Modifier = other

    interface Element : Modifier

    companion object : Modifier {
        override infix fun then(other: Modifier): Modifier = other
    }
}

@Stable
fun interface Alignment {
    fun align(size: Long, space: Long, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Long

    @Stable
    fun interface Horizontal {
        fun align(size: Int, space: Int, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Int
    }

    @Stable
    fun interface Vertical {
        fun align(size: Int, space: Int): Int
    }

    companion object {
        val TopStart: Alignment = BiasAlignment(-1f, -1f)
        val TopCenter: Alignment = BiasAlignment(0f, -1f)
        val TopEnd: Alignment = BiasAlignment(1f, -1f)
        val CenterStart: Alignment = BiasAlignment(-1f, 0f)
        val Center: Alignment = BiasAlignment(0f, 0f)
        val CenterEnd: Alignment = BiasAlignment(1f, 0f)
        val BottomStart: Alignment = BiasAlignment(-1f, 1f)
        val BottomCenter: Alignment = BiasAlignment(0f, 1f)
        val BottomEnd: Alignment = BiasAlignment(1f, 1f)
        val Top: Vertical = BiasAlignment.Vertical(-1f)
        val CenterVertically: Vertical = BiasAlignment.Vertical(0f)
        val Bottom: Vertical = BiasAlignment.Vertical(1f)
        val Start: Horizontal = BiasAlignment.Horizontal(-1f)
        val CenterHorizontally: Horizontal = BiasAlignment.Horizontal(0f)
        val End: Horizontal = BiasAlignment.Horizontal(1f)
    }
}

@Immutable
data class BiasAlignment(val horizontalBias: Float, val verticalBias: Float) : Alignment {
    override fun align(size: Long, space: Long, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Long = 0L

    @Immutable
    data class Horizontal(val bias: Float) : Alignment.Horizontal {
        override fun align(size: Int, space: Int, layoutDirection: androidx.compose.ui.unit.LayoutDirection): Int = 0
    }

    @Immutable
    data class Vertical(val bias: Float) : Alignment.Vertical {
        override fun align(size: Int, space: Int): Int = 0
    }
}
