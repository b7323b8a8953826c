package golden.material_components

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun MaterialTheme2(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
