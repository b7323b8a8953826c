package golden.file_auto_layout_playground

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun AutoLayoutPlaygroundTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
