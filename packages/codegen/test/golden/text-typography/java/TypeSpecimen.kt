package golden.text_typography

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun TypeSpecimen(modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxSize()
            .padding(start = 16.dp, top = 16.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(
            text = "Headline",
            color = Color(0xFF664FA3),
            fontSize = 32.sp,
            fontWeight = FontWeight.SemiBold,
            letterSpacing = -0.5.sp,
            lineHeight = 40.sp,
            textAlign = TextAlign.Center,
        )
        Text(
            text = "Serif body",
            color = Color(0xFF000000),
            fontSize = 16.sp,
            fontWeight = FontWeight.Light,
            fontStyle = FontStyle.Italic,
            fontFamily = FontFamily.Serif,
            lineHeight = 24.sp,
        )
        Text(
            text = "val x = 1",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            fontFamily = FontFamily.Monospace,
            letterSpacing = 0.25.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Brand font",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            fontWeight = FontWeight(450),
            lineHeight = 20.sp,
        )
        Text(
            text = "Read more",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            textDecoration = TextDecoration.Underline,
            lineHeight = 20.sp,
            textAlign = TextAlign.End,
        )
        Text(
            text = "\$19.99",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            textDecoration = TextDecoration.LineThrough,
        )
        Text(
            text = "SECTION TITLE",
            color = Color(0xFF000000),
            fontSize = 11.sp,
            letterSpacing = 1.5.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "The Quick Brown Fox",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(text = "Small caps", color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
        Text(
            text = "Justified paragraph text.",
            modifier = Modifier.width(200.dp),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
            textAlign = TextAlign.Justify,
        )
        Text(
            text = "A very long line that is cut with an ellipsis after two lines of text",
            modifier = Modifier.size(200.dp, 40.dp),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
            maxLines = 2,
            overflow = TextOverflow.Ellipsis,
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 640)
@Composable
private fun TypeSpecimenPreview() {
    TypographyTheme {
        TypeSpecimen()
    }
}
