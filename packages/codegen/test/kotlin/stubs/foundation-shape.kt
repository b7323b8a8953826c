package androidx.compose.foundation.shape

import androidx.compose.runtime.signatureStub
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Outline
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

abstract class CornerBasedShape : Shape

class RoundedCornerShape internal constructor() : CornerBasedShape() {
    override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline = signatureStub()
}

fun RoundedCornerShape(size: Dp): RoundedCornerShape = RoundedCornerShape()

fun RoundedCornerShape(percent: Int): RoundedCornerShape = RoundedCornerShape()

fun RoundedCornerShape(size: Float): RoundedCornerShape = RoundedCornerShape()

fun RoundedCornerShape(
    topStart: Dp = 0.dp,
    topEnd: Dp = 0.dp,
    bottomEnd: Dp = 0.dp,
    bottomStart: Dp = 0.dp,
): RoundedCornerShape = RoundedCornerShape()

val CircleShape: RoundedCornerShape = RoundedCornerShape(50)

class GenericShape(private val builder: Path.(size: Size, layoutDirection: LayoutDirection) -> Unit) : Shape {
    override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline = signatureStub()
}
