package androidx.compose.ui.tooling.preview

/**
 * Shim: Android's preview annotation (`androidx.compose.ui:ui-tooling-preview`), which the
 * desktop artifacts this renderer uses do not ship under this name. Same parameters and
 * defaults as Android's, so generated code compiles unchanged. Unlike Android's (binary
 * retention), it is kept at run time: the renderer finds previews and their design size by
 * reflection.
 */
@Retention(AnnotationRetention.RUNTIME)
@Target(AnnotationTarget.ANNOTATION_CLASS, AnnotationTarget.FUNCTION)
@Repeatable
annotation class Preview(
    val name: String = "",
    val group: String = "",
    val apiLevel: Int = -1,
    val widthDp: Int = -1,
    val heightDp: Int = -1,
    val locale: String = "",
    val fontScale: Float = 1f,
    val showSystemUi: Boolean = false,
    val showBackground: Boolean = false,
    val backgroundColor: Long = 0,
    val uiMode: Int = 0,
    val device: String = "",
    val wallpaper: Int = -1,
)
