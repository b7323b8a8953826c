package golden.fills_image

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.paint
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.ContentScale
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun Images(modifier: Modifier = Modifier) {
    Box(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFFFF)),
    ) {
        Image(
            painter = painterResource(R.drawable.img_photo),
            contentDescription = "Photo",
            modifier = Modifier
                .padding(start = 20.dp, top = 20.dp)
                .size(100.dp)
                .clip(RoundedCornerShape(16.dp)),
            contentScale = ContentScale.Crop,
        )
        Image(
            painter = painterResource(R.drawable.img_logo),
            contentDescription = "Logo",
            modifier = Modifier
                .padding(start = 140.dp, top = 20.dp)
                .size(100.dp),
            contentScale = ContentScale.Fit,
        )
        Image(
            painter = painterResource(R.drawable.img_pattern),
            contentDescription = "Pattern",
            modifier = Modifier
                .padding(start = 260.dp, top = 20.dp)
                .size(100.dp),
            contentScale = ContentScale.None,
        )
        Image(
            painter = painterResource(R.drawable.img_photo),
            contentDescription = "Stretched",
            modifier = Modifier
                .padding(start = 20.dp, top = 140.dp)
                .size(100.dp),
            contentScale = ContentScale.FillBounds,
        )
        Box(
            modifier = Modifier
                .padding(start = 140.dp, top = 140.dp)
                .size(100.dp)
                .background(Color(0xFFE0E0E0)),
        )
        Box(
            modifier = Modifier
                .padding(start = 260.dp, top = 140.dp)
                .size(100.dp)
                .paint(
                    painterResource(R.drawable.img_banner_with_image),
                    sizeToIntrinsics = false,
                    contentScale = ContentScale.Crop,
                )
                .background(Color(0x4D000000)),
        ) {
            Box(
                modifier = Modifier
                    .padding(start = 10.dp, top = 10.dp)
                    .size(8.dp)
                    .background(Color(0xFFFFFFFF)),
            )
        }
    }
}

@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
private fun ImagesPreview() {
    FillsTheme {
        Images()
    }
}
