package golden.effects_and_transforms

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable

@Composable
fun EffectsTheme(content: @Composable () -> Unit) {
    MaterialTheme(content = content)
}
