package androidx.compose.runtime.internal

// Internal declarations the Compose compiler plugin generates references to.

import androidx.compose.runtime.Composer

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS)
annotation class StabilityInferred(val parameters: Int)

@Retention(AnnotationRetention.BINARY)
@Repeatable
annotation class FunctionKeyMeta(val key: Int, val startOffset: Int, val endOffset: Int)

@Retention(AnnotationRetention.BINARY)
annotation class FunctionKeyMetaClass(val file: String)

@Retention(AnnotationRetention.BINARY)
annotation class LiveLiteralInfo(val key: String, val offset: Int)

@Retention(AnnotationRetention.BINARY)
annotation class LiveLiteralFileInfo(val file: String)

interface ComposableLambda :
    Function2<Composer, Int, Any?>,
    Function3<Any?, Composer, Int, Any?>,
    Function4<Any?, Any?, Composer, Int, Any?>

fun composableLambda(composer: Composer, key: Int, tracked: Boolean, block: Any): ComposableLambda = throw UnsupportedOperationException()
fun composableLambdaInstance(key: Int, tracked: Boolean, block: Any): ComposableLambda = throw UnsupportedOperationException()
fun rememberComposableLambda(key: Int, tracked: Boolean, block: Any): ComposableLambda = throw UnsupportedOperationException()
