package golden.components_variants

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun PillRow(modifier: Modifier = Modifier) {
    Row(
        modifier = modifier
            .fillMaxWidth()
            .height(60.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Pill(modifier = Modifier.size(120.dp, 40.dp), text = "Save")
        Pill(modifier = Modifier.size(120.dp, 40.dp), kind = PillKind.Secondary, text = "Cancel")
        Pill(modifier = Modifier.size(120.dp, 40.dp), size = PillSize.Large, text = "Continue")
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 60)
@Composable
private fun PillRowPreview() {
    VariantsTheme {
        PillRow()
    }
}
