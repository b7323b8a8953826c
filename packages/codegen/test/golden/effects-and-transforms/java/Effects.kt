package golden.effects_and_transforms

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.blur
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Effects(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .shadow(
                    elevation = 3.dp,
                    shape = RoundedCornerShape(12.dp),
                    ambientColor = Color(0x4D000000),
                    spotColor = Color(0x4D000000),
                )
                .background(Color(0xFFFFFFFF), RoundedCornerShape(12.dp)),
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp)
                .background(Color(0xFFFFFFFF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 20.dp)
                .size(100.dp)
                .blur(4.dp)
                .background(Color(0xFFFFFFFF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFFFFFFFF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFFFFFFFF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFFFF0000)),
        )
        Box(
            modifier = Modifier
                .padding(start = 30.dp, top = 310.dp)
                .size(80.dp)
                .rotate(15.0f)
                .background(Color(0xFFFFFFFF)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 260.dp)
                .size(100.dp)
                .background(Color(0xFFFFFFFF)),
        )
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun EffectsPreview() {
    EffectsTheme {
        Effects()
    }
}
