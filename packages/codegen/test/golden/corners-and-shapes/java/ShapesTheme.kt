package golden.corners_and_shapes

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun ShapesTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
