package golden.file_node_pick

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun AutoLayoutPlaygroundTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
