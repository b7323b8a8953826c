package golden.text_mixed_runs

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun TypographyTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
