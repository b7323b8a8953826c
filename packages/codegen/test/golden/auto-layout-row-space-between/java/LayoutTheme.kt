package golden.auto_layout_row_space_between

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun LayoutTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
