package androidx.compose.ui.graphics.painter

abstract class Painter
