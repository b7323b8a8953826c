package app.frametocode.renderer

import java.io.BufferedReader
import java.io.InputStreamReader
import java.io.PrintStream
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.put

/**
 * The warm JVM: reads one JSON request per line on stdin and writes one JSON answer per line on
 * stdout, in order, each echoing the request's `id`. Nothing else is written to stdout (the
 * compiler and Compose may print; that goes to stderr), so the Node side can read it line by line.
 *
 * Requests: `compile` (Kotlin sources to classes, errors as structured messages), `render`
 * (every `@Preview` of a classes folder to PNG, with the tagged layers' bounds and text),
 * `ping`, `shutdown`. See the package README for the shapes.
 */
fun main() {
    val answers = PrintStream(java.io.FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8")
    // Anything else that writes to System.out (compiler, libraries) would corrupt the protocol.
    System.setOut(System.err)
    val toolchain = Toolchain.fromClasspath()
    // Deep generated expressions need a deep stack in the compiler and in composition.
    val worker = Thread(null, {
        val input = BufferedReader(InputStreamReader(System.`in`, Charsets.UTF_8))
        while (true) {
            val line = input.readLine() ?: break
            if (line.isBlank()) continue
            val answer = answer(line, toolchain)
            answers.println(answer.toString())
            if (answer["shutdown"] != null) break
        }
    }, "renderer", 256L * 1024 * 1024)
    worker.start()
    worker.join()
    // Compose and skiko leave non-daemon threads behind; the protocol says we are done.
    System.exit(0)
}

private fun answer(line: String, toolchain: Toolchain): JsonObject {
    val request = try {
        Json.parseToJsonElement(line).jsonObject
    } catch (e: Exception) {
        return buildJsonObject { put("ok", false); put("error", "The request is not a JSON object: ${e.message}") }
    }
    val id = request["id"]?.jsonPrimitive?.int ?: -1
    val started = System.nanoTime()
    val cpuStarted = processCpuNanos()
    val body: JsonObject = try {
        when (val op = request["op"]?.jsonPrimitive?.content) {
            "ping" -> buildJsonObject { put("ok", true) }
            "compile" -> toolchain.compile(request)
            "render" -> Renderer(toolchain).render(request)
            "shutdown" -> buildJsonObject { put("ok", true); put("shutdown", true) }
            else -> buildJsonObject { put("ok", false); put("error", "Unknown operation: $op") }
        }
    } catch (e: Throwable) {
        e.printStackTrace()
        buildJsonObject { put("ok", false); put("error", "${e.javaClass.simpleName}: ${e.message}") }
    }
    return JsonObject(
        body + mapOf(
            "id" to JsonPrimitive(id),
            "ms" to JsonPrimitive((System.nanoTime() - started) / 1_000_000),
            // CPU time of the whole process (compiler threads, GC and JIT included): on a shared machine
            // wall time mostly measures the neighbours; this is what the job itself costs.
            "cpuMs" to JsonPrimitive((processCpuNanos() - cpuStarted) / 1_000_000),
        ),
    )
}

private fun processCpuNanos(): Long =
    (java.lang.management.ManagementFactory.getOperatingSystemMXBean() as com.sun.management.OperatingSystemMXBean).processCpuTime
