@file:OptIn(ExperimentalLayoutApi::class)

package golden.auto_layout_wrap

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Tags(modifier: Modifier = Modifier) {
    FlowRow(
        modifier = modifier.fillMaxWidth(),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(
            text = "Kotlin",
            modifier = Modifier.align(Alignment.CenterVertically),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Compose",
            modifier = Modifier.align(Alignment.CenterVertically),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Material",
            modifier = Modifier.align(Alignment.CenterVertically),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Figma",
            modifier = Modifier.align(Alignment.CenterVertically),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
        Text(
            text = "Android",
            modifier = Modifier.align(Alignment.CenterVertically),
            color = Color(0xFF000000),
            fontSize = 14.sp,
            lineHeight = 20.sp,
        )
    }
}

@Preview(showBackground = true, widthDp = 240, heightDp = 120)
@Composable
private fun TagsPreview() {
    LayoutTheme {
        Tags()
    }
}
