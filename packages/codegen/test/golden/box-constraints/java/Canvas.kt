package golden.box_constraints

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.BiasAlignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Canvas(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxWidth()
            .height(300.dp)
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 10.dp, top = 20.dp)
                .size(50.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .align(Alignment.TopEnd)
                .padding(top = 20.dp, end = 20.dp)
                .size(50.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .align(Alignment.BottomEnd)
                .padding(end = 20.dp, bottom = 20.dp)
                .size(50.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .align(Alignment.Center)
                .size(50.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .align(Alignment.Center)
                .offset(x = 10.dp, y = -25.dp)
                .size(50.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .padding(start = 16.dp, top = 100.dp, end = 16.dp)
                .fillMaxWidth()
                .height(20.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .fillMaxHeight()
                .width(8.dp)
                .background(Color(0xFFE6E6E6)),
        )
        Box(
            modifier = Modifier
                .align(BiasAlignment(horizontalBias = 0.0f, verticalBias = 0.25f))
                .fillMaxWidth(0.5f)
                .fillMaxHeight(0.2f)
                .background(Color(0xFFE6E6E6)),
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 300)
@Composable
private fun CanvasPreview() {
    LayoutTheme {
        Canvas()
    }
}
