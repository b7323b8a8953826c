package golden.file_auto_layout_playground

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

enum class RatingStars { Value5, Value4 }

@Composable
fun Rating(
    modifier: Modifier = Modifier,
    stars: RatingStars = RatingStars.Value5,
) {
    when {
        stars == RatingStars.Value4 -> {
            Row(modifier = modifier) {
                Text(
                    text = "★★★★☆",
                    modifier = Modifier.size(80.dp, 16.dp),
                    color = Color(0xFFFAB005),
                    fontSize = 14.sp,
                    letterSpacing = 1.sp,
                    lineHeight = 16.sp,
                )
            }
        }
        else -> {
            Row(modifier = modifier) {
                Text(
                    text = "★★★★★",
                    modifier = Modifier.size(80.dp, 16.dp),
                    color = Color(0xFFFAB005),
                    fontSize = 14.sp,
                    letterSpacing = 1.sp,
                    lineHeight = 16.sp,
                )
            }
        }
    }
}

@Preview(showBackground = true, widthDp = 80, heightDp = 16)
@Composable
private fun RatingPreview() {
    AutoLayoutPlaygroundTheme {
        Rating()
    }
}
