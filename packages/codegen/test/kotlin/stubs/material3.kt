package androidx.compose.material3

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit

@RequiresOptIn("This material API is experimental and is likely to change or to be removed in the future.")
@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalMaterial3Api

class ColorScheme(
    val primary: Color, val onPrimary: Color, val primaryContainer: Color, val onPrimaryContainer: Color,
    val inversePrimary: Color, val secondary: Color, val onSecondary: Color, val secondaryContainer: Color,
    val onSecondaryContainer: Color, val tertiary: Color, val onTertiary: Color, val tertiaryContainer: Color,
    val onTertiaryContainer: Color, val background: Color, val onBackground: Color, val surface: Color,
    val onSurface: Color, val surfaceVariant: Color, val onSurfaceVariant: Color, val surfaceTint: Color,
    val inverseSurface: Color, val inverseOnSurface: Color, val error: Color, val onError: Color,
    val errorContainer: Color, val onErrorContainer: Color, val outline: Color, val outlineVariant: Color,
    val scrim: Color, val surfaceBright: Color, val surfaceContainer: Color, val surfaceContainerHigh: Color,
    val surfaceContainerHighest: Color, val surfaceContainerLow: Color, val surfaceContainerLowest: Color,
    val surfaceDim: Color,
)

fun lightColorScheme(
    primary: Color = signatureStub(), onPrimary: Color = signatureStub(), primaryContainer: Color = signatureStub(),
    onPrimaryContainer: Color = signatureStub(), inversePrimary: Color = signatureStub(), secondary: Color = signatureStub(),
    onSecondary: Color = signatureStub(), secondaryContainer: Color = signatureStub(), onSecondaryContainer: Color = signatureStub(),
    tertiary: Color = signatureStub(), onTertiary: Color = signatureStub(), tertiaryContainer: Color = signatureStub(),
    onTertiaryContainer: Color = signatureStub(), background: Color = signatureStub(), onBackground: Color = signatureStub(),
    surface: Color = signatureStub(), onSurface: Color = signatureStub(), surfaceVariant: Color = signatureStub(),
    onSurfaceVariant: Color = signatureStub(), surfaceTint: Color = primary, inverseSurface: Color = signatureStub(),
    inverseOnSurface: Color = signatureStub(), error: Color = signatureStub(), onError: Color = signatureStub(),
    errorContainer: Color = signatureStub(), onErrorContainer: Color = signatureStub(), outline: Color = signatureStub(),
    outlineVariant: Color = signatureStub(), scrim: Color = signatureStub(), surfaceBright: Color = signatureStub(),
    surfaceContainer: Color = signatureStub(), surfaceContainerHigh: Color = signatureStub(),
    surfaceContainerHighest: Color = signatureStub(), surfaceContainerLow: Color = signatureStub(),
    surfaceContainerLowest: Color = signatureStub(), surfaceDim: Color = signatureStub(),
): ColorScheme = signatureStub()

fun darkColorScheme(
    primary: Color = signatureStub(), onPrimary: Color = signatureStub(), primaryContainer: Color = signatureStub(),
    onPrimaryContainer: Color = signatureStub(), inversePrimary: Color = signatureStub(), secondary: Color = signatureStub(),
    onSecondary: Color = signatureStub(), secondaryContainer: Color = signatureStub(), onSecondaryContainer: Color = signatureStub(),
    tertiary: Color = signatureStub(), onTertiary: Color = signatureStub(), tertiaryContainer: Color = signatureStub(),
    onTertiaryContainer: Color = signatureStub(), background: Color = signatureStub(), onBackground: Color = signatureStub(),
    surface: Color = signatureStub(), onSurface: Color = signatureStub(), surfaceVariant: Color = signatureStub(),
    onSurfaceVariant: Color = signatureStub(), surfaceTint: Color = primary, inverseSurface: Color = signatureStub(),
    inverseOnSurface: Color = signatureStub(), error: Color = signatureStub(), onError: Color = signatureStub(),
    errorContainer: Color = signatureStub(), onErrorContainer: Color = signatureStub(), outline: Color = signatureStub(),
    outlineVariant: Color = signatureStub(), scrim: Color = signatureStub(), surfaceBright: Color = signatureStub(),
    surfaceContainer: Color = signatureStub(), surfaceContainerHigh: Color = signatureStub(),
    surfaceContainerHighest: Color = signatureStub(), surfaceContainerLow: Color = signatureStub(),
    surfaceContainerLowest: Color = signatureStub(), surfaceDim: Color = signatureStub(),
): ColorScheme = signatureStub()

class Typography(
    val displayLarge: TextStyle = signatureStub(), val displayMedium: TextStyle = signatureStub(), val displaySmall: TextStyle = signatureStub(),
    val headlineLarge: TextStyle = signatureStub(), val headlineMedium: TextStyle = signatureStub(), val headlineSmall: TextStyle = signatureStub(),
    val titleLarge: TextStyle = signatureStub(), val titleMedium: TextStyle = signatureStub(), val titleSmall: TextStyle = signatureStub(),
    val bodyLarge: TextStyle = signatureStub(), val bodyMedium: TextStyle = signatureStub(), val bodySmall: TextStyle = signatureStub(),
    val labelLarge: TextStyle = signatureStub(), val labelMedium: TextStyle = signatureStub(), val labelSmall: TextStyle = signatureStub(),
)

class Shapes

object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable @ReadOnlyComposable get() = signatureStub()
    val typography: Typography
        @Composable @ReadOnlyComposable get() = signatureStub()
    val shapes: Shapes
        @Composable @ReadOnlyComposable get() = signatureStub()
}

@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    shapes: Shapes = MaterialTheme.shapes,
    typography: Typography = MaterialTheme.typography,
    content: @Composable () -> Unit,
) {
}

@Composable
fun Text(
    text: String,
    modifier: Modifier = Modifier,
    color: Color = Color.Unspecified,
    fontSize: TextUnit = TextUnit.Unspecified,
    fontStyle: FontStyle? = null,
    fontWeight: FontWeight? = null,
    fontFamily: FontFamily? = null,
    letterSpacing: TextUnit = TextUnit.Unspecified,
    textDecoration: TextDecoration? = null,
    textAlign: TextAlign? = null,
    lineHeight: TextUnit = TextUnit.Unspecified,
    overflow: TextOverflow = TextOverflow.Clip,
    softWrap: Boolean = true,
    maxLines: Int = Int.MAX_VALUE,
    minLines: Int = 1,
    onTextLayout: (TextLayoutResult) -> Unit = {},
    style: TextStyle = signatureStub(),
) {
}

@Composable
fun Text(
    text: AnnotatedString,
    modifier: Modifier = Modifier,
    color: Color = Color.Unspecified,
    fontSize: TextUnit = TextUnit.Unspecified,
    fontStyle: FontStyle? = null,
    fontWeight: FontWeight? = null,
    fontFamily: FontFamily? = null,
    letterSpacing: TextUnit = TextUnit.Unspecified,
    textDecoration: TextDecoration? = null,
    textAlign: TextAlign? = null,
    lineHeight: TextUnit = TextUnit.Unspecified,
    overflow: TextOverflow = TextOverflow.Clip,
    softWrap: Boolean = true,
    maxLines: Int = Int.MAX_VALUE,
    minLines: Int = 1,
    inlineContent: Map<String, Any> = mapOf(),
    onTextLayout: (TextLayoutResult) -> Unit = {},
    style: TextStyle = signatureStub(),
) {
}

@Composable
fun Icon(painter: Painter, contentDescription: String?, modifier: Modifier = Modifier, tint: Color = signatureStub()) {
}

class IconButtonColors

@Composable
fun IconButton(
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    colors: IconButtonColors = signatureStub(),
    interactionSource: MutableInteractionSource = signatureStub(),
    content: @Composable () -> Unit,
) {
}
