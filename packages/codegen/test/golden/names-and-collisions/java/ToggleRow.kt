package golden.names_and_collisions

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun ToggleRow(
    modifier: Modifier = Modifier,
    `in`: Boolean = true,
    `val`: String = "x",
    val2: String = "y",
) {
    Row(modifier = modifier.height(40.dp)) {
        if (`in`) {
            Text(text = `val`, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
        }
        Text(text = val2, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
    }
}

@Preview(showBackground = true, widthDp = 200, heightDp = 40)
@Composable
private fun ToggleRowPreview() {
    NamingTheme {
        ToggleRow()
    }
}
