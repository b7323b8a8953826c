package golden.names_and_collisions

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun NamingTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
