@file:OptIn(ExperimentalMaterial3Api::class)

package golden.file_m3_sign_in

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Button
import androidx.compose.material3.Checkbox
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun SignIn(modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxSize()
            .background(MaterialTheme.colorScheme.surface),
    ) {
        TopAppBar(
            title = { Text("Welcome back") },
            modifier = Modifier
                .fillMaxWidth()
                .height(64.dp),
            navigationIcon = {
                IconButton(onClick = {}) {
                    Icon(painter = painterResource(R.drawable.ic_leading_icon), contentDescription = "Leading icon")
                }
            },
        )
        Column(
            modifier = Modifier
                .fillMaxWidth()
                .weight(1f)
                .padding(start = 24.dp, top = 32.dp, end = 24.dp, bottom = 24.dp),
            verticalArrangement = Arrangement.spacedBy(16.dp),
        ) {
            Text(
                text = "Sign in to FrameToCode",
                modifier = Modifier.fillMaxWidth(),
                style = MaterialTheme.typography.headlineSmall,
            )
            Text(
                text = "Use the account you created on the web app.",
                modifier = Modifier.fillMaxWidth(),
                style = MaterialTheme.typography.bodyMedium,
            )
            OutlinedTextField(
                value = "ada@frametocode.app",
                onValueChange = {},
                modifier = Modifier
                    .fillMaxWidth()
                    .height(56.dp),
                label = { Text("Email") },
            )
            OutlinedTextField(
                value = "",
                onValueChange = {},
                modifier = Modifier
                    .fillMaxWidth()
                    .height(56.dp),
                label = { Text("Password") },
                trailingIcon = { Icon(painter = painterResource(R.drawable.ic_trailing_icon), contentDescription = "Trailing icon") },
            )
            Row(
                modifier = Modifier.fillMaxWidth(),
                horizontalArrangement = Arrangement.spacedBy(4.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Checkbox(checked = true, onCheckedChange = {}, modifier = Modifier.size(40.dp))
                Text(
                    text = "Keep me signed in",
                    color = MaterialTheme.colorScheme.onSurface,
                    style = MaterialTheme.typography.bodyMedium,
                )
            }
            Button(onClick = {}, modifier = Modifier.fillMaxWidth()) {
                Text("Sign in")
            }
            TextButton(onClick = {}) {
                Text("Forgot password?")
            }
        }
        Row(
            modifier = Modifier
                .fillMaxWidth()
                .height(216.dp)
                .drawWithCache {
                    val brush = Brush.linearGradient(
                        0.0f to Color(0x00FEF7FF),
                        1.0f to Color(0xFFEADDFF),
                        start = Offset(size.width * 0.5f, size.height * 0.0f),
                        end = Offset(size.width * 0.5f, size.height * 1.0f),
                    )
                    onDrawBehind { drawRect(brush) }
                }
                .drawBehind {
                    drawRect(Color(0xFFCAC4D0), topLeft = Offset.Zero, size = Size(size.width, 1.dp.toPx()))
                }
                .padding(top = 16.dp, bottom = 32.dp),
            horizontalArrangement = Arrangement.spacedBy(4.dp, Alignment.CenterHorizontally),
            verticalAlignment = Alignment.Bottom,
        ) {
            Text(text = "New here?", style = MaterialTheme.typography.bodyMedium)
            Text(
                text = "Create an account",
                color = BrandAccent,
                fontSize = 14.sp,
                fontWeight = FontWeight.Medium,
                letterSpacing = 0.1.sp,
                textDecoration = TextDecoration.Underline,
                lineHeight = 20.sp,
            )
        }
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 800)
@Composable
private fun SignInPreview() {
    Material3SignInFlowTheme {
        SignIn()
    }
}
