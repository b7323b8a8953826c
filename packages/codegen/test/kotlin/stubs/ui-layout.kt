package androidx.compose.ui.layout

import androidx.compose.runtime.Stable
import androidx.compose.runtime.signatureStub

@Stable
interface ContentScale {
    companion object {
        val Crop: ContentScale = signatureStub()
        val Fit: ContentScale = signatureStub()
        val FillHeight: ContentScale = signatureStub()
        val FillWidth: ContentScale = signatureStub()
        val Inside: ContentScale = signatureStub()
        val None: ContentScale = signatureStub()
        val FillBounds: ContentScale = signatureStub()
    }
}
