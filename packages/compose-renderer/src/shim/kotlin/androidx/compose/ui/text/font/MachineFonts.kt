package androidx.compose.ui.text.font

import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.TimeUnit

/**
 * The shim's view of the machine's fonts, through fontconfig (the renderer's configuration): which
 * families are installed, and which face a generic name ("sans-serif", "serif", "monospace") stands
 * for. Asked of fontconfig's own tools because Skia answers every family name with some face.
 */
object MachineFonts {
    private val installed = ConcurrentHashMap<String, Boolean>()
    private val resolved = ConcurrentHashMap<String, String>()

    fun isInstalled(family: String): Boolean = installed.computeIfAbsent(family) { run("fc-list", ":family=$it", "family").isNotBlank() }

    /** The family fontconfig draws for `name`: itself when installed, else its substitute. */
    fun resolve(name: String): String = resolved.computeIfAbsent(name) { run("fc-match", "-f", "%{family[0]}", it).trim().ifEmpty { it } }

    private fun run(vararg command: String): String {
        val process = ProcessBuilder(*command).redirectErrorStream(true).start()
        val out = process.inputStream.bufferedReader().readText()
        process.waitFor(10, TimeUnit.SECONDS)
        return out
    }
}
