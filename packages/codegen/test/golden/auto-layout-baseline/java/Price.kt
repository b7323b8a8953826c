package golden.auto_layout_baseline

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Price(modifier: Modifier = Modifier) {
    Row(modifier = modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(2.dp)) {
        Text(
            text = "42",
            modifier = Modifier.alignByBaseline(),
            color = Color(0xFF000000),
            fontSize = 32.sp,
            lineHeight = 40.sp,
        )
        Text(
            text = "EUR",
            modifier = Modifier.alignByBaseline(),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
    }
}

@Preview(showBackground = true, widthDp = 120, heightDp = 40)
@Composable
private fun PricePreview() {
    LayoutTheme {
        Price()
    }
}
