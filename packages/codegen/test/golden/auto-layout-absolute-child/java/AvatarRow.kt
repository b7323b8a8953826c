package golden.auto_layout_absolute_child

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun AvatarRow(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxWidth()
            .height(64.dp),
    ) {
        Row(
            modifier = Modifier
                .matchParentSize()
                .padding(8.dp),
            horizontalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Box(
                modifier = Modifier
                    .size(48.dp)
                    .background(Color(0xFFE6E6E6), CircleShape),
            )
            Text(text = "Ada", color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
        }
        Box(
            modifier = Modifier
                .padding(start = 44.dp, top = 44.dp)
                .size(12.dp)
                .background(Color(0xFF33CC4D), CircleShape),
        )
        Box(
            modifier = Modifier
                .align(Alignment.TopEnd)
                .size(24.dp, 16.dp)
                .background(Color(0xFFFF0000)),
        )
    }
}

@Preview(showBackground = true, widthDp = 200, heightDp = 64)
@Composable
private fun AvatarRowPreview() {
    LayoutTheme {
        AvatarRow()
    }
}
