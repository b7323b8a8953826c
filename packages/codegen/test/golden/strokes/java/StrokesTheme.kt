package golden.strokes

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun StrokesTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
