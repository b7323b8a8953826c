package app.frametocode.renderer

import androidx.compose.runtime.Composable
import androidx.compose.runtime.currentComposer
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.InternalComposeUiApi
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.platform.InspectableValue
import androidx.compose.ui.res.AndroidResourceTable
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.IntSize
import androidx.compose.ui.unit.toSize
import kotlin.math.roundToInt
import java.io.File
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Method
import java.lang.reflect.Modifier
import java.net.URLClassLoader
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.buildJsonArray
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.put
import org.jetbrains.skia.EncodedImageFormat

/**
 * Renders every `@Preview` function of a compiled job headlessly with [ImageComposeScene] and
 * reads the layout back from the semantics tree.
 *
 * Deterministic by construction: density 1.0 (one pixel per dp, so bounds in pixels are bounds in
 * dp), left-to-right, frames at fixed times (0 and 1 s, so entry animations have settled), the
 * fonts fontconfig resolves from the renderer's own configuration, and a fresh class loader per
 * job so no state of one job's classes survives into the next.
 */
class Renderer(private val toolchain: Toolchain) {
    fun render(request: JsonObject): JsonObject {
        val classes = File(request["classes"]!!.jsonPrimitive.content)
        val out = File(request["out"]!!.jsonPrimitive.content).apply { mkdirs() }
        val widths = request["widths"]?.jsonArray?.map { it.jsonPrimitive.int } ?: emptyList()
        val only = request["only"]?.jsonArray?.map { it.jsonPrimitive.content }
        AndroidResourceTable.clear()
        for (r in request["resources"]?.jsonArray ?: JsonArray(emptyList())) {
            val o = r.jsonObject
            AndroidResourceTable.register(o["id"]!!.jsonPrimitive.int, File(o["file"]!!.jsonPrimitive.content))
        }
        val loader = URLClassLoader(arrayOf(classes.toURI().toURL()), Renderer::class.java.classLoader)
        val previews = loader.use { findPreviews(classes, it).filter { p -> only == null || only.any { prefix -> p.name.startsWith(prefix) } }.map { renderPreview(it, out, widths) } }
        return buildJsonObject {
            put("ok", true)
            put("previews", JsonArray(previews))
        }
    }

    private class Found(val name: String, val method: Method, val preview: Preview)

    /** Every top-level `@Preview` function in the job's classes, in a stable order (class, then function name). */
    private fun findPreviews(root: File, loader: ClassLoader): List<Found> {
        val names = root.walkTopDown().filter { it.isFile && it.name.endsWith(".class") && !it.name.contains('$') }
            .map { it.relativeTo(root).path.removeSuffix(".class").replace(File.separatorChar, '.') }
            .sorted().toList()
        val found = mutableListOf<Found>()
        for (name in names) {
            val cls = try { loader.loadClass(name) } catch (e: Throwable) { continue }
            for (m in cls.declaredMethods.sortedBy { it.name }) {
                val p = m.getAnnotation(Preview::class.java) ?: continue
                if (!Modifier.isStatic(m.modifiers)) continue
                found += Found("${name}.${m.name}", m, p)
            }
        }
        return found
    }

    private fun renderPreview(found: Found, out: File, widths: List<Int>): JsonObject {
        val width = if (found.preview.widthDp > 0) found.preview.widthDp else 360
        val height = if (found.preview.heightDp > 0) found.preview.heightDp else 640
        val base = found.name.substringAfterLast('.').let { fn -> "${found.name.substringBeforeLast('.').replace('.', '_')}__$fn" }
        val main = renderAt(found, width, height, File(out, "$base.png"))
        return buildJsonObject {
            put("name", found.name)
            put("function", found.method.name)
            put("widthDp", width)
            put("heightDp", height)
            main.forEach { (k, v) -> put(k, v) }
            put("variants", buildJsonArray {
                for (w in widths) add(JsonObject(renderAt(found, w, height, File(out, "$base@$w.png")) + mapOf("width" to kotlinx.serialization.json.JsonPrimitive(w))))
            })
        }
    }

    @OptIn(InternalComposeUiApi::class, ExperimentalComposeUiApi::class)
    private fun renderAt(found: Found, width: Int, height: Int, png: File): JsonObject {
        var scene: ImageComposeScene? = null
        try {
            // Composition runs in the constructor already: a failure there is the preview's too.
            val s = ImageComposeScene(width, height, Density(1f)) { Invoke(found.method) }
            scene = s
            s.render(0L)
            val image = s.render(1_000_000_000L)
            png.writeBytes(image.encodeToData(EncodedImageFormat.PNG)!!.bytes)
            val nodes = buildJsonArray {
                for (owner in s.semanticsOwners) collect(owner.unmergedRootSemanticsNode, null, false, false, this)
            }
            return buildJsonObject {
                put("png", png.path)
                put("nodes", nodes)
            }
        } catch (e: Throwable) {
            var cause: Throwable = e
            while (cause is InvocationTargetException && cause.targetException != null) cause = cause.targetException
            return buildJsonObject {
                put("png", null as String?)
                put("nodes", JsonArray(emptyList()))
                put("error", "${cause.javaClass.simpleName}: ${cause.message}")
            }
        } finally {
            scene?.close()
        }
    }

    /**
     * Where the test tag sits in its layout node's modifier chain. A node whose own modifiers
     * merge its descendants' semantics further in (Material's `OutlinedTextField` does, inside the
     * 8 dp it pads itself with for its label) gets the box of that inner modifier as its semantics
     * box; the tag's place in the chain is the box the generated code gives the layer.
     */
    private fun taggedCoordinates(node: SemanticsNode): LayoutCoordinates? =
        node.layoutInfo.getModifierInfo().firstOrNull { info ->
            val element = info.modifier
            element is InspectableValue && element.nameFallback == "testTag"
        }?.coordinates?.takeIf { it.isAttached }

    /**
     * A node's box in the root: the semantics node's, or for a tagged node the part of it the
     * tag's place in the chain covers. Within the semantics box, because a control's own
     * minimum touch target (a Checkbox's 48 dp inside the 40 dp it is given) is measured larger
     * than the room its parent gives it, and the tag's coordinates report that larger size.
     */
    private fun ownBox(node: SemanticsNode, tag: String?): Rect {
        val semantics = Rect(node.positionInRoot, node.size.toSize())
        val own = tag?.let { taggedCoordinates(node) } ?: return semantics
        val tagged = Rect(own.positionInRoot(), own.size.toSize())
        return if (tagged.overlaps(semantics)) tagged.intersect(semantics) else semantics
    }

    /**
     * Every node with a test tag, and every node with text (tagged or not, for the clipped-text
     * count), with its nearest tagged ancestor and whether a scroll container holds it.
     */
    private fun collect(node: SemanticsNode, parentTag: String?, scrollX: Boolean, scrollY: Boolean, out: kotlinx.serialization.json.JsonArrayBuilder) {
        val config = node.config
        val tag = config.getOrNull(SemanticsProperties.TestTag)
        val text = config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text }
        val editable = config.getOrNull(SemanticsProperties.EditableText)?.text
        val hereX = scrollX || config.getOrNull(SemanticsProperties.HorizontalScrollAxisRange) != null
        val hereY = scrollY || config.getOrNull(SemanticsProperties.VerticalScrollAxisRange) != null
        if (tag != null || text != null || editable != null) {
            // The semantics node's own box: where its modifier sits in the chain (after padding
            // that precedes it, before padding that follows), not the layout node's content box.
            val box = ownBox(node, tag)
            val position = box.topLeft
            val size = IntSize(box.width.roundToInt(), box.height.roundToInt())
            val shown = node.boundsInRoot
            val clipped: Rect = if (box.overlaps(shown)) box.intersect(shown) else shown
            val layouts = mutableListOf<TextLayoutResult>()
            config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action?.invoke(layouts)
            val layout = layouts.firstOrNull()
            out.add(buildJsonObject {
                put("tag", tag)
                put("parentTag", parentTag)
                put("left", position.x)
                put("top", position.y)
                put("width", size.width)
                put("height", size.height)
                put("visible", buildJsonArray { add(clipped.left); add(clipped.top); add(clipped.right); add(clipped.bottom) }.let { it })
                put("text", text)
                put("editableText", editable)
                if (layout != null) {
                    put("lineCount", layout.lineCount)
                    put("visibleChars", visibleChars(layout))
                    val clippedBy = clippedBy(layout, size.height.toFloat())
                    put("clipped", clippedBy != null)
                    if (clippedBy != null) put("clippedBy", clippedBy)
                }
                put("scrollX", hereX)
                put("scrollY", hereY)
            })
        }
        for (child in node.children) collect(child, tag ?: parentTag, hereX, hereY, out)
    }
}

/**
 * Why a text is clipped, or null: its lines do not fit the box it was given (`height`: taller
 * than the box; `width`: a line wider than it, by more than half a pixel, since
 * `didOverflowWidth` is set by sub-pixel rounding alone; `ellipsis`: a line cut short). Text laid
 * out unbounded in a smaller box (a line height below the font's, drawn past its box as Figma
 * does) is `wrap` once it wraps onto more lines than its newlines make: the further lines are
 * drawn over what lies around it, unless its box grew by a line box for each (the scorer
 * compares it with the same text at the design's width).
 */
private fun clippedBy(layout: TextLayoutResult, boxHeight: Float): String? {
    if (layout.didOverflowHeight) return "height"
    val width = layout.size.width + 0.5f
    for (i in 0 until layout.lineCount) {
        if (layout.getLineRight(i) - layout.getLineLeft(i) > width) return "width"
        if (layout.isLineEllipsized(i)) return "ellipsis"
    }
    val ownLines = layout.layoutInput.text.count { it == '\n' } + 1
    if (layout.lineCount > ownLines && layout.size.height > boxHeight + 0.5f) return "wrap"
    return null
}

/** How many characters of the text are drawn inside the box: up to the end of the last line whose bottom fits. */
private fun visibleChars(layout: TextLayoutResult): Int {
    var end = 0
    for (i in 0 until layout.lineCount) {
        if (layout.getLineBottom(i) > layout.size.height + 0.5f) break
        end = layout.getLineEnd(i, visibleEnd = true)
    }
    return end
}

private fun kotlinx.serialization.json.JsonArrayBuilder.add(value: Float) = add(kotlinx.serialization.json.JsonPrimitive(value))

/** Calls a compiled `@Composable` function with no parameters: after the Compose plugin it takes (Composer, changed flags). */
@Composable
private fun Invoke(method: Method) {
    method.isAccessible = true
    // A failure inside the function surfaces from render() as an InvocationTargetException.
    method.invoke(null, currentComposer, 0)
}
