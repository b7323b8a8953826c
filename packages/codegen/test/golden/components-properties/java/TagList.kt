package golden.components_properties

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun TagList(modifier: Modifier = Modifier) {
    Row(
        modifier = modifier
            .fillMaxWidth()
            .height(64.dp)
            .padding(start = 16.dp, top = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Tag()
        Tag(icon = { IconHeart() }, label = "Liked \"it\"")
        Tag(label = "Plain", showIcon = false)
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 64)
@Composable
private fun TagListPreview() {
    ComponentsTheme {
        TagList()
    }
}
