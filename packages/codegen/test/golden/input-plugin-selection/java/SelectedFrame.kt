package golden.input_plugin_selection

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun SelectedFrame(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxWidth()
            .height(50.dp)
            .background(Color(0xFF000000)),
    ) {
        Text(text = "Hi", color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
    }
}

@Preview(showBackground = true, widthDp = 100, heightDp = 50)
@Composable
private fun SelectedFramePreview() {
    SelectionTheme {
        SelectedFrame()
    }
}
