package golden.vectors_and_icons

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Icons(modifier: Modifier = Modifier) {
    Row(
        modifier = modifier
            .fillMaxWidth()
            .height(120.dp)
            .padding(start = 16.dp, top = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(16.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Image(
            painter = painterResource(R.drawable.ic_heart),
            contentDescription = null,
            modifier = Modifier.size(24.dp),
        )
        Image(
            painter = painterResource(R.drawable.ic_star),
            contentDescription = null,
            modifier = Modifier.size(24.dp),
        )
        // Placeholder: Figma node 10:3 was not exported as SVG or PNG.
        Box(
            modifier = Modifier
                .size(24.dp)
                .background(Color(0x1F000000)),
        )
        Image(
            painter = painterResource(R.drawable.ic_icon_settings),
            contentDescription = null,
            modifier = Modifier.size(24.dp),
        )
        Image(
            painter = painterResource(R.drawable.img_photo),
            contentDescription = "Photo",
            modifier = Modifier.size(64.dp),
            contentScale = ContentScale.Crop,
        )
        // Placeholder: Figma node 1:9 was not exported as SVG or PNG.
        Box(
            modifier = Modifier
                .size(48.dp)
                .background(Color(0x1F000000)),
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 120)
@Composable
private fun IconsPreview() {
    AssetsTheme {
        Icons()
    }
}
