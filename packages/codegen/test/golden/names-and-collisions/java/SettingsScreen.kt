package golden.names_and_collisions

import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun SettingsScreen(modifier: Modifier = Modifier) {
    Spacer(
        modifier = modifier
            .fillMaxWidth()
            .height(100.dp),
    )
}

@Preview(showBackground = true, widthDp = 100, heightDp = 100)
@Composable
private fun SettingsScreenPreview() {
    NamingTheme {
        SettingsScreen()
    }
}
