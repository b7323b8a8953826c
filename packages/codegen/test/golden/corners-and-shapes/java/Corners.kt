package golden.corners_and_shapes

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.GenericShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Corners(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .background(Color(0xFF664FA3), RoundedCornerShape(12.dp)),
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp)
                .background(Color(0xFF664FA3), RoundedCornerShape(topStart = 16.dp, topEnd = 16.dp, bottomEnd = 0.dp, bottomStart = 4.dp)),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 260.dp)
                .size(120.dp, 40.dp)
                .background(Color(0xFF664FA3), CircleShape),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFF664FA3), CircleShape),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 500.dp)
                .size(160.dp, 80.dp)
                .background(Color(0xFF664FA3), GenericShape { size, _ -> addOval(Rect(0f, 0f, size.width, size.height)) }),
        )
        Spacer(
            modifier = Modifier
                .padding(start = 20.dp, top = 620.dp)
                .size(300.dp, 0.dp),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 640.dp)
                .size(300.dp, 1.dp)
                .background(Color(0xFFCCCCCC)),
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun CornersPreview() {
    ShapesTheme {
        Corners()
    }
}
