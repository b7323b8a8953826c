package golden.theme_variables

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

val BrandOrange = Color(0xFFF2801A)

private val TokensThemeColors = lightColorScheme(primary = Color(0xFF664FA3))

@Composable
fun TokensTheme(content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = TokensThemeColors, content = content)
}
