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
    private val faces = ConcurrentHashMap<String, List<Face>>()

    /** An installed face of a family: its file, fontconfig's weight (0 to 210) and whether it slants. */
    private data class Face(val file: String, val weight: Int, val italic: Boolean)

    fun isInstalled(family: String): Boolean = installed.computeIfAbsent(family) { run("fc-list", ":family=$it", "family").isNotBlank() }

    /** The family fontconfig draws for `name`: itself when installed, else its substitute. */
    fun resolve(name: String): String = resolved.computeIfAbsent(name) { run("fc-match", "-f", "%{family[0]}", it).trim().ifEmpty { it } }

    /**
     * The file of the installed face of `family` nearest to a CSS weight (100 to 900), italic or
     * upright as asked where the family has both; null when the family is not installed. Listed
     * with fc-list, which reports the fonts as they are, without the configuration's aliases.
     */
    fun file(family: String, weight: Int, italic: Boolean): String? {
        val all = faces.computeIfAbsent(family) { name ->
            run("fc-list", "-f", "%{file}|%{weight}|%{slant}\n", ":family=$name").lines().mapNotNull { line ->
                val parts = line.split('|')
                val w = parts.getOrNull(1)?.toIntOrNull() ?: return@mapNotNull null
                val slant = parts.getOrNull(2)?.toIntOrNull() ?: 0
                Face(parts[0], w, slant != 0)
            }
        }
        val styled = all.filter { it.italic == italic }.ifEmpty { all }
        val target = fontconfigWeight(weight)
        return styled.minByOrNull { kotlin.math.abs(it.weight - target) }?.file
    }

    /** Fontconfig's weight for a CSS weight (fontconfig.h: thin 0, extralight 40, light 50, regular 80, medium 100, semibold 180, bold 200, extrabold 205, black 210). */
    private fun fontconfigWeight(css: Int): Int = when {
        css < 150 -> 0
        css < 250 -> 40
        css < 350 -> 50
        css < 450 -> 80
        css < 550 -> 100
        css < 650 -> 180
        css < 750 -> 200
        css < 850 -> 205
        else -> 210
    }

    private fun run(vararg command: String): String {
        val process = ProcessBuilder(*command).redirectErrorStream(true).start()
        val out = process.inputStream.bufferedReader().readText()
        process.waitFor(10, TimeUnit.SECONDS)
        return out
    }
}
