package golden.auto_layout_row_space_between

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Toolbar(modifier: Modifier = Modifier) {
    Row(
        modifier = modifier
            .fillMaxWidth()
            .height(56.dp)
            .padding(start = 12.dp, end = 4.dp),
        horizontalArrangement = Arrangement.SpaceBetween,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(text = "Inbox", color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
        Spacer(
            modifier = Modifier
                .fillMaxHeight()
                .weight(1f),
        )
        Box(
            modifier = Modifier
                .size(40.dp)
                .background(Color(0xFFE6E6E6)),
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 56)
@Composable
private fun ToolbarPreview() {
    LayoutTheme {
        Toolbar()
    }
}
