package golden.fills_solid_stacked_opacity

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun SolidFills(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .background(Color(0xFFFF0000))
                .background(Color(0x800000FF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp)
                .background(Color(0x40008000)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 20.dp)
                .size(100.dp)
                .alpha(0.6f)
                .background(Color(0xFF333333)),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFF00FFFF)),
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun SolidFillsPreview() {
    FillsTheme {
        SolidFills()
    }
}
