package golden.components_from_instances_only

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Inbox(modifier: Modifier = Modifier) {
    Column(modifier = modifier.fillMaxSize()) {
        ListItem(
            modifier = Modifier
                .fillMaxWidth()
                .height(56.dp),
        )
        ListItem(
            modifier = Modifier
                .fillMaxWidth()
                .height(56.dp),
            headline = "Second",
        )
        ListItem(
            modifier = Modifier
                .fillMaxWidth()
                .height(56.dp),
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 640)
@Composable
private fun InboxPreview() {
    LibraryUseTheme {
        Inbox()
    }
}
