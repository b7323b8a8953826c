package androidx.compose.ui.state

enum class ToggleableState { On, Off, Indeterminate }
