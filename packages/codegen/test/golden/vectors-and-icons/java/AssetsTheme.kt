package golden.vectors_and_icons

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun AssetsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
