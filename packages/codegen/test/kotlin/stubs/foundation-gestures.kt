package androidx.compose.foundation.gestures

interface FlingBehavior
