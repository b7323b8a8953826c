package golden.fills_solid_stacked_opacity

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun FillsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
