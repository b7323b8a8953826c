package golden.input_plugin_selection

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun SelectionTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
