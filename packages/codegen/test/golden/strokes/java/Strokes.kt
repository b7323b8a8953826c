package golden.strokes

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Strokes(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .border(1.dp, Color(0xFF787380), RoundedCornerShape(8.dp)),
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp)
                .border(2.dp, Color(0xFF787380)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 20.dp)
                .size(100.dp)
                .border(4.dp, Color(0xFF787380)),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp)
                .drawBehind {
                    drawRect(
                        Color(0xFF787380),
                        topLeft = Offset(0f, size.height - 1.dp.toPx()),
                        size = Size(size.width, 1.dp.toPx()),
                    )
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 140.dp)
                .size(100.dp)
                .drawBehind {
                    drawRect(Color(0xFF787380), topLeft = Offset.Zero, size = Size(size.width, 2.dp.toPx()))
                    drawRect(Color(0xFF787380), topLeft = Offset.Zero, size = Size(4.dp.toPx(), size.height))
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 140.dp)
                .size(100.dp)
                .drawBehind {
                    drawRoundRect(
                        Color(0xFF787380),
                        topLeft = Offset(2.dp.toPx() / 2, 2.dp.toPx() / 2),
                        size = Size(size.width - 2.dp.toPx(), size.height - 2.dp.toPx()),
                        cornerRadius = CornerRadius(12.dp.toPx()),
                        style = Stroke(width = 2.dp.toPx(), pathEffect = PathEffect.dashPathEffect(floatArrayOf(6.dp.toPx(), 4.dp.toPx()))),
                    )
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 260.dp)
                .size(100.dp)
                .drawBehind {
                    drawOval(
                        Color(0xFF787380),
                        topLeft = Offset(1.dp.toPx() / 2, 1.dp.toPx() / 2),
                        size = Size(size.width - 1.dp.toPx(), size.height - 1.dp.toPx()),
                        style = Stroke(width = 1.dp.toPx(), pathEffect = PathEffect.dashPathEffect(floatArrayOf(2.dp.toPx(), 2.dp.toPx()))),
                    )
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 260.dp)
                .size(100.dp)
                .border(2.dp, Brush.linearGradient(0.0f to Color(0xFF664FA3), 1.0f to Color(0xFFFA9933)), RectangleShape),
        )
        Spacer(
            modifier = Modifier
                .padding(start = 260.dp, top = 260.dp)
                .size(100.dp),
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun StrokesPreview() {
    StrokesTheme {
        Strokes()
    }
}
