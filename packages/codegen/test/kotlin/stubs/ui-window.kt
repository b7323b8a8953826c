package androidx.compose.ui.window

enum class SecureFlagPolicy { Inherit, SecureOn, SecureOff }

/** Compose UI 1.5's constructor: the options of a dialog's platform window. */
class DialogProperties(
    val dismissOnBackPress: Boolean = true,
    val dismissOnClickOutside: Boolean = true,
    val securePolicy: SecureFlagPolicy = SecureFlagPolicy.Inherit,
    val usePlatformDefaultWidth: Boolean = true,
    val decorFitsSystemWindows: Boolean = true,
)
