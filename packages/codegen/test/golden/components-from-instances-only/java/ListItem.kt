package golden.components_from_instances_only

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
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
fun ListItem(
    modifier: Modifier = Modifier,
    headline: String = "First",
) {
    Row(
        modifier = modifier
            .size(360.dp, 56.dp)
            .padding(start = 16.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(text = headline, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 56)
@Composable
private fun ListItemPreview() {
    LibraryUseTheme {
        ListItem()
    }
}
