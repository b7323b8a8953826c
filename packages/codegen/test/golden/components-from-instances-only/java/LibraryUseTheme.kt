package golden.components_from_instances_only

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun LibraryUseTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
