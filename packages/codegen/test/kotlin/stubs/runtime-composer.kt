package androidx.compose.runtime

// Runtime internals the Compose compiler plugin's lowering calls into; declared so
// kotlinc can run the real plugin (and its @Composable call checks) on the goldens.

interface ScopeUpdateScope {
    fun updateScope(block: (Composer, Int) -> Unit)
}

interface Composer {
    val skipping: Boolean
    val defaultsInvalid: Boolean
    val currentMarker: Int
    fun startRestartGroup(key: Int): Composer
    fun endRestartGroup(): ScopeUpdateScope?
    fun startReplaceableGroup(key: Int)
    fun endReplaceableGroup()
    fun startReplaceGroup(key: Int)
    fun endReplaceGroup()
    fun startMovableGroup(key: Int, dataKey: Any?)
    fun endMovableGroup()
    fun startDefaults()
    fun endDefaults()
    fun skipToGroupEnd()
    fun endToMarker(marker: Int)
    fun changed(value: Any?): Boolean
    fun changed(value: Char): Boolean
    fun changed(value: Byte): Boolean
    fun changed(value: Short): Boolean
    fun changed(value: Boolean): Boolean
    fun changed(value: Float): Boolean
    fun changed(value: Long): Boolean
    fun changed(value: Double): Boolean
    fun changed(value: Int): Boolean
    fun changedInstance(value: Any?): Boolean
    fun rememberedValue(): Any?
    fun updateRememberedValue(value: Any?)
    fun collectParameterInformation()
    fun shouldExecute(parametersChanged: Boolean, flags: Int): Boolean
    companion object {
        val Empty: Any = Any()
    }
}

fun sourceInformation(composer: Composer, sourceInformation: String) {}
fun sourceInformationMarkerStart(composer: Composer, key: Int, sourceInformation: String) {}
fun sourceInformationMarkerEnd(composer: Composer) {}
fun isTraceInProgress(): Boolean = false
fun traceEventStart(key: Int, dirty1: Int, dirty2: Int, info: String) {}
fun traceEventEnd() {}
fun updateChangedFlags(flags: Int): Int = flags
@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
annotation class DisallowComposableCalls

inline fun <T> Composer.cache(invalid: Boolean, block: @DisallowComposableCalls () -> T): T {
    @Suppress("UNCHECKED_CAST")
    return rememberedValue() as T
}

@Composable
inline fun <T> remember(crossinline calculation: @DisallowComposableCalls () -> T): T = calculation()

@Composable
inline fun <T> remember(key1: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T = calculation()

object ComposeVersion {
    @JvmField
    var version: Int = 12000
}
