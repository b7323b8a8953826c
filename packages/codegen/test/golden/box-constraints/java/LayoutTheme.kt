package golden.box_constraints

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun LayoutTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
