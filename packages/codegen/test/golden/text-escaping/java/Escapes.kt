package golden.text_escaping

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Escapes(modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxSize()
            .padding(start = 16.dp, top = 16.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(
            text = "She said \"hi\" and it's fine",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Price: \$5, template \${name} and \$name",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "C:\\Users\\figma\\n is not a newline",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Line one\nLine two\tTabbed\r\nDone",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Hello 👋🏽 family 👨‍👩‍👧 flag 🇫🇷",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "مرحبا بالعالم שלום",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
            textAlign = TextAlign.End,
        )
        Text(
            text = "abc\u202Edcba\u202C and \u2066isolate\u2069",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "/* not a comment */ // nor this",
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 640)
@Composable
private fun EscapesPreview() {
    TypographyTheme {
        Escapes()
    }
}
