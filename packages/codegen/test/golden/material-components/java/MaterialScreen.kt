@file:OptIn(ExperimentalMaterial3Api::class)

package golden.material_components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.AssistChip
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Checkbox
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ExtendedFloatingActionButton
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.FloatingActionButton
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.NavigationBar
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TextField
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun MaterialScreen(modifier: Modifier = Modifier) {
    Column(
        modifier = modifier
            .fillMaxSize()
            .background(Color(0xFFFFFAFF)),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        TopAppBar(
            title = { Text("Inbox") },
            modifier = Modifier.fillMaxWidth(),
            navigationIcon = {
                IconButton(onClick = {}) {
                    Icon(painter = painterResource(R.drawable.ic_icons_menu), contentDescription = "menu")
                }
            },
            actions = {
                IconButton(onClick = {}) {
                    Icon(painter = painterResource(R.drawable.ic_icons_search), contentDescription = "search")
                }
            },
        )
        Button(onClick = {}) {
            Text("Sign in")
        }
        OutlinedButton(onClick = {}) {
            Text("Cancel")
        }
        FilledTonalButton(onClick = {}, enabled = false) {
            Icon(painter = painterResource(R.drawable.ic_icons_add), contentDescription = "add", modifier = Modifier.size(ButtonDefaults.IconSize))
            Spacer(Modifier.width(ButtonDefaults.IconSpacing))
            Text("Add item")
        }
        TextButton(onClick = {}) {
            Text("Learn more")
        }
        OutlinedTextField(
            value = "ada@example.com",
            onValueChange = {},
            modifier = Modifier.fillMaxWidth(),
            label = { Text("Email") },
            trailingIcon = { Icon(painter = painterResource(R.drawable.ic_icons_search), contentDescription = "cancel") },
        )
        TextField(value = "", onValueChange = {}, label = { Text("Name") })
        Switch(checked = true, onCheckedChange = {})
        Checkbox(checked = false, onCheckedChange = {}, enabled = false)
        RadioButton(selected = true, onClick = {})
        ElevatedCard(modifier = Modifier.fillMaxWidth()) {
            Column(
                modifier = Modifier
                    .fillMaxWidth()
                    .padding(16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                Text(
                    text = "Card title",
                    color = Color(0xFF000000),
                    fontSize = 14.sp,
                    lineHeight = 20.sp,
                )
                Text(
                    text = "Supporting text",
                    color = Color(0xFF000000),
                    fontSize = 14.sp,
                    lineHeight = 20.sp,
                )
            }
        }
        FilterChip(selected = true, onClick = {}, label = { Text("Nearby") })
        AssistChip(
            onClick = {},
            label = { Text("Book") },
            leadingIcon = { Icon(painter = painterResource(R.drawable.ic_icons_event), contentDescription = "event") },
        )
        HorizontalDivider(
            modifier = Modifier
                .fillMaxWidth()
                .height(1.dp),
        )
        FloatingActionButton(onClick = {}) {
            Icon(painter = painterResource(R.drawable.ic_icons_menu), contentDescription = "edit")
        }
        ExtendedFloatingActionButton(
            text = { Text("Compose") },
            icon = { Icon(painter = painterResource(R.drawable.ic_icons_menu), contentDescription = "edit") },
            onClick = {},
        )
        NavigationBar(modifier = Modifier.fillMaxWidth()) {
            NavigationBarItem(
                selected = true,
                onClick = {},
                icon = { Icon(painter = painterResource(R.drawable.ic_icons_menu), contentDescription = "home") },
                label = { Text("Home") },
            )
            NavigationBarItem(
                selected = false,
                onClick = {},
                icon = { Icon(painter = painterResource(R.drawable.ic_icons_search), contentDescription = "search") },
                label = { Text("Search") },
            )
            NavigationBarItem(
                selected = false,
                onClick = {},
                icon = { Icon(painter = painterResource(R.drawable.ic_icons_search), contentDescription = "person") },
                label = { Text("Profile") },
            )
        }
        Button(onClick = {}) {
            Text("Named")
        }
        Box(
            modifier = Modifier
                .size(10.dp)
                .background(Color(0xFF000000)),
        )
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 800)
@Composable
private fun MaterialScreenPreview() {
    MaterialTheme2 {
        MaterialScreen()
    }
}
