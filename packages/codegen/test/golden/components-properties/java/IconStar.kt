package golden.components_properties

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun IconStar(
    modifier: Modifier = Modifier,
) {
    Image(
        painter = painterResource(R.drawable.ic_icon_star),
        contentDescription = null,
        modifier = modifier.size(24.dp),
    )
}

@Preview(showBackground = true, widthDp = 24, heightDp = 24)
@Composable
private fun IconStarPreview() {
    ComponentsTheme {
        IconStar()
    }
}
