package golden.components_variants

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun VariantsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
