package app.frametocode.renderer

import java.io.File
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.buildJsonArray
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.put
import org.jetbrains.kotlin.cli.common.ExitCode
import org.jetbrains.kotlin.cli.common.arguments.K2JVMCompilerArguments
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSeverity
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSourceLocation
import org.jetbrains.kotlin.cli.common.messages.MessageCollector
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler
import org.jetbrains.kotlin.config.Services

/**
 * The Kotlin compiler (embeddable, in this process) with the Compose compiler plugin of the same
 * version, compiling against this process's own classpath: the Compose Multiplatform desktop jars
 * and the shim. The compiler itself is left out of that classpath so generated code cannot see it.
 */
class Toolchain(val classpath: List<File>, private val composePlugin: File, private val serializationPlugin: File? = null) {
    data class Message(val severity: String, val file: String?, val line: Int?, val column: Int?, val text: String)

    fun compile(request: JsonObject): JsonObject {
        val sources = request["sources"]!!.jsonArray.map { it.jsonPrimitive.content }
        val out = request["out"]!!.jsonPrimitive.content
        val (ok, messages) = compile(sources, File(out))
        return buildJsonObject {
            put("ok", ok)
            put("messages", buildJsonArray {
                for (m in messages) add(buildJsonObject {
                    put("severity", m.severity)
                    put("file", m.file)
                    put("line", m.line)
                    put("column", m.column)
                    put("message", m.text)
                })
            })
        }
    }

    fun compile(sources: List<String>, out: File): Pair<Boolean, List<Message>> {
        out.mkdirs()
        // Class files are generated on every core: the back end is most of a large batch's time.
        // The compiler's parallel back end (2.4.20) adds each thread's timing record to a plain
        // ArrayList, and now and then two threads collide there and the compile fails with an
        // internal error (ArrayIndexOutOfBoundsException in JvmIrCodegenFactory), about one cold
        // compile in a dozen of the sample design. The race is in the timing records only, not in
        // the code written, so such a compile is run again on one thread, where it cannot recur.
        val parallel = compile(sources, out, backendThreads = "0")
        if (parallel.first != ExitCode.INTERNAL_ERROR) return result(parallel)
        System.err.println("The Kotlin compiler failed internally on its parallel back end; compiling again on one thread.")
        return result(compile(sources, out, backendThreads = "1"))
    }

    private fun result(run: Pair<ExitCode, List<Message>>): Pair<Boolean, List<Message>> =
        Pair(run.first == ExitCode.OK && run.second.isEmpty(), run.second)

    private fun compile(sources: List<String>, out: File, backendThreads: String): Pair<ExitCode, List<Message>> {
        val messages = mutableListOf<Message>()
        val collector = object : MessageCollector {
            override fun clear() = messages.clear()
            override fun hasErrors() = messages.any { it.severity == "error" }
            override fun report(severity: CompilerMessageSeverity, message: String, location: CompilerMessageSourceLocation?) {
                // Errors and compiler crashes ("Method too large" is one) only: warnings are not the product's concern here.
                if (!severity.isError) return
                messages += Message("error", location?.path, location?.line, location?.column, message)
            }
        }
        val threads = backendThreads
        val args = K2JVMCompilerArguments().apply {
            freeArgs = sources
            destination = out.path
            classpath = this@Toolchain.classpath.joinToString(File.pathSeparator)
            noStdlib = true
            noReflect = true
            jvmTarget = "17"
            moduleName = "generated"
            suppressWarnings = true
            // The serialization plugin: a flow's typed navigation routes are @Serializable.
            pluginClasspaths = listOfNotNull(composePlugin.path, serializationPlugin?.path).toTypedArray()
            this.backendThreads = threads
        }
        return Pair(K2JVMCompiler().exec(collector, Services.EMPTY, args), messages)
    }

    companion object {
        /** Reads the JVM's own classpath: the compiler and its plugin are found there by name. */
        fun fromClasspath(): Toolchain {
            val all = System.getProperty("java.class.path").split(File.pathSeparator).filter { it.isNotEmpty() }.map(::File)
            val plugin = all.firstOrNull { it.name.startsWith("kotlin-compose-compiler-plugin-embeddable-") }
                ?: error("The Compose compiler plugin is not on the renderer's classpath.")
            val serialization = all.firstOrNull { it.name.startsWith("kotlin-serialization-compiler-plugin-embeddable-") }
            val compilerOnly = listOf("kotlin-compiler-embeddable-", "kotlin-compose-compiler-plugin-embeddable-", "kotlin-serialization-compiler-plugin-embeddable-", "kotlin-daemon-embeddable-", "kotlin-build-tools-api-", "kotlin-script-runtime-", "kotlin-reflect-1.6", "kotlinx-serialization-json-jvm-")
            val libraries = all.filter { f -> compilerOnly.none { f.name.startsWith(it) } }
            return Toolchain(libraries, plugin, serialization)
        }
    }
}
