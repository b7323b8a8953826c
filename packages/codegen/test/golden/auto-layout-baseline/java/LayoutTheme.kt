package golden.auto_layout_baseline

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun LayoutTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
