package androidx.compose.ui.res

import androidx.compose.runtime.Composable
import androidx.compose.runtime.signatureStub
import androidx.compose.ui.graphics.painter.Painter

@Composable
fun painterResource(id: Int): Painter = signatureStub()

@Composable
fun stringResource(id: Int): String = signatureStub()
