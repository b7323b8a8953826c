package golden.components_variants

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

enum class PillKind { Primary, Secondary }

enum class PillSize { Medium, Large }

@Composable
fun Pill(
    modifier: Modifier = Modifier,
    kind: PillKind = PillKind.Primary,
    size: PillSize = PillSize.Medium,
    text: String = "Action",
) {
    when {
        kind == PillKind.Secondary && size == PillSize.Medium -> {
            Row(
                modifier = modifier
                    .background(Color(0xFFCCC2DB), CircleShape)
                    .padding(horizontal = 16.dp, vertical = 10.dp),
                horizontalArrangement = Arrangement.Center,
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(text = text, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
            }
        }
        kind == PillKind.Primary && size == PillSize.Large -> {
            Row(
                modifier = modifier
                    .background(Color(0xFF4D3380), CircleShape)
                    .padding(horizontal = 16.dp, vertical = 10.dp),
                horizontalArrangement = Arrangement.Center,
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(text = text, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
            }
        }
        else -> {
            Row(
                modifier = modifier
                    .background(Color(0xFF664FA3), CircleShape)
                    .padding(horizontal = 16.dp, vertical = 10.dp),
                horizontalArrangement = Arrangement.Center,
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(text = text, color = Color(0xFF000000), fontSize = 14.sp, lineHeight = 20.sp)
            }
        }
    }
}

@Preview(showBackground = true, widthDp = 120, heightDp = 40)
@Composable
private fun PillPreview() {
    VariantsTheme {
        Pill()
    }
}
