package golden.text_escaping

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun TypographyTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
