package golden.fills_image

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun FillsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
