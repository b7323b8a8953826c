package golden.components_properties

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun ComponentsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
