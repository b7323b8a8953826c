package golden.file_m3_sign_in

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp

val BrandAccent = Color(0xFFD94A2D)

private val Material3SignInFlowThemeColors = lightColorScheme(
    surface = Color(0xFFFEF7FF),
    onSurface = Color(0xFF1D1B20),
    onSurfaceVariant = Color(0xFF49454F),
    primary = Color(0xFF6750A4),
    outlineVariant = Color(0xFFCAC4D0),
)

private val Material3SignInFlowThemeTypography = Typography(
    headlineSmall = TextStyle(
        fontWeight = FontWeight.Normal,
        fontSize = 24.sp,
        lineHeight = 32.sp,
        letterSpacing = 0.sp,
    ),
    bodyMedium = TextStyle(
        fontWeight = FontWeight.Normal,
        fontSize = 14.sp,
        lineHeight = 20.sp,
        letterSpacing = 0.25.sp,
    ),
)

@Composable
fun Material3SignInFlowTheme(content: @Composable () -> Unit) {
    MaterialTheme(
        colorScheme = Material3SignInFlowThemeColors,
        typography = Material3SignInFlowThemeTypography,
        content = content,
    )
}
