package androidx.compose.ui.res

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.graphics.painter.BitmapPainter
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.graphics.vector.rememberVectorPainter
import androidx.compose.ui.platform.LocalDensity
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import org.xml.sax.InputSource

/**
 * Shim: Android's `painterResource(id: Int)`, which takes an `R.drawable` id. Desktop Compose
 * has no Android resource system (no `R`, no resource ids), only loaders for files. The
 * renderer registers, per job, which generated `res/drawable` file each id of the generated
 * `R` class names; this loads it with Compose's own desktop loaders: a VectorDrawable XML with
 * [loadXmlImageVector] (drawn through [rememberVectorPainter], as Android draws it), a PNG
 * with [loadImageBitmap].
 */
@Composable
fun painterResource(id: Int): Painter {
    val file = AndroidResourceTable.fileFor(id)
    val density = LocalDensity.current
    return if (file.name.endsWith(".xml")) {
        val vector = remember(file, density) { file.inputStream().use { loadXmlImageVector(InputSource(it), density) } }
        rememberVectorPainter(vector)
    } else {
        remember(file) { BitmapPainter(file.inputStream().use { loadImageBitmap(it) }) }
    }
}

/** Which file each resource id of the generated `R` classes stands for; filled by the renderer per job. */
object AndroidResourceTable {
    private val files = ConcurrentHashMap<Int, File>()

    fun register(id: Int, file: File) {
        files[id] = file
    }

    fun clear() = files.clear()

    fun fileFor(id: Int): File =
        files[id] ?: throw IllegalArgumentException("No drawable is registered for resource id 0x${id.toString(16)}: the R class and the res/ folder disagree.")
}
