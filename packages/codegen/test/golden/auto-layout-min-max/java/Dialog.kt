package golden.auto_layout_min_max

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Dialog(modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxWidth()
            .widthIn(min = 280.dp, max = 560.dp)
            .heightIn(min = 120.dp),
    ) {
        Text(
            text = "Discard draft?",
            modifier = Modifier
                .fillMaxWidth()
                .widthIn(max = 400.dp),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
    }
}

@Preview(showBackground = true, widthDp = 320, heightDp = 200)
@Composable
private fun DialogPreview() {
    LayoutTheme {
        Dialog()
    }
}
