package golden.box_outside_and_group

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Hero(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxWidth()
            .height(200.dp)
            .clip(RectangleShape)
            .background(Color(0xFF1A1A4D)),
    ) {
        Box(
            modifier = Modifier
                .offset(x = -40.dp, y = -40.dp)
                .size(160.dp)
                .background(Color(0x80664DE6), CircleShape),
        )
        Box(
            modifier = Modifier
                .padding(start = 200.dp, top = 120.dp)
                .size(120.dp, 40.dp),
        ) {
            Box(
                modifier = Modifier
                    .size(120.dp, 40.dp)
                    .background(Color(0xFFFFFFFF), CircleShape),
            )
            Text(
                text = "NEW",
                modifier = Modifier.padding(start = 44.dp, top = 10.dp),
                color = Color(0xFF000000),
                fontSize = 14.sp,
                lineHeight = 20.sp,
            )
        }
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 200)
@Composable
private fun HeroPreview() {
    LayoutTheme {
        Hero()
    }
}
