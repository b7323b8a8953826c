package golden.fills_gradients

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawOutline
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import kotlin.math.max

@Composable
fun Gradients(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .drawWithCache {
                    val brush = Brush.linearGradient(
                        0.0f to Color(0xFF664FA3),
                        1.0f to Color(0xFFFA9933),
                        start = Offset(size.width * 0.0f, size.height * 0.0f),
                        end = Offset(size.width * 1.0f, size.height * 1.0f),
                    )
                    onDrawBehind { drawOutline(RoundedCornerShape(12.dp).createOutline(size, layoutDirection, this), brush) }
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp)
                .drawWithCache {
                    val brush = Brush.radialGradient(
                        0.0f to Color(0xFF664FA3),
                        1.0f to Color(0xFFFA9933),
                        center = Offset(size.width * 0.5f, size.height * 0.5f),
                        radius = max(size.width * 0.5f, 0.01f),
                    )
                    onDrawBehind { drawRect(brush) }
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 20.dp)
                .size(100.dp)
                .drawWithCache {
                    val brush = Brush.radialGradient(
                        0.0f to Color(0xFF664FA3),
                        1.0f to Color(0xFFFA9933),
                        center = Offset(size.width * 0.5f, size.height * 0.5f),
                        radius = max(size.width * 0.5f, 0.01f),
                    )
                    onDrawBehind { drawRect(brush) }
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp)
                .drawWithCache {
                    val brush = Brush.sweepGradient(
                        0.0f to Color(0xFF664FA3),
                        1.0f to Color(0xFFFA9933),
                        center = Offset(size.width * 0.5f, size.height * 0.5f),
                    )
                    onDrawBehind { drawRect(brush) }
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 140.dp)
                .size(100.dp)
                .drawWithCache {
                    val brush = Brush.radialGradient(
                        0.0f to Color(0xFF664FA3),
                        1.0f to Color(0xFFFA9933),
                        center = Offset(size.width * 0.5f, size.height * 0.5f),
                        radius = max(size.width * 0.5f, 0.01f),
                    )
                    onDrawBehind { drawRect(brush) }
                },
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFFFFFFFF))
                .drawWithCache {
                    val brush = Brush.linearGradient(
                        0.0f to Color(0x80664FA3),
                        1.0f to Color(0x80FA9933),
                        start = Offset(size.width * 0.5f, size.height * 0.0f),
                        end = Offset(size.width * 0.5f, size.height * 1.0f),
                    )
                    onDrawBehind { drawRect(brush) }
                },
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun GradientsPreview() {
    FillsTheme {
        Gradients()
    }
}
