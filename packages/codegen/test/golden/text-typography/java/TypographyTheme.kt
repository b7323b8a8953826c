package golden.text_typography

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun TypographyTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
