package golden.components_properties

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Tag(
    modifier: Modifier = Modifier,
    icon: @Composable () -> Unit = { IconStar() },
    label: String = "Label",
    showIcon: Boolean = true,
) {
    Row(
        modifier = modifier
            .background(Color(0xFFE8DEF7), RoundedCornerShape(8.dp))
            .padding(start = 8.dp, top = 6.dp, end = 12.dp, bottom = 6.dp),
        horizontalArrangement = Arrangement.spacedBy(4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (showIcon) {
            Box(modifier = Modifier.size(24.dp)) {
                icon()
            }
        }
        Text(text = label, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
    }
}

@Preview(showBackground = true, widthDp = 100, heightDp = 32)
@Composable
private fun TagPreview() {
    ComponentsTheme {
        Tag()
    }
}
