import { COMPOSE_COMPILER_EXTENSION_VERSION, MATERIAL3_VERSION } from '@app/shared/site';
import { CodeBlock } from '../components/code-block';

const GRADLE = `
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.example.app"
    compileSdk = 34

    defaultConfig {
        minSdk = 24
        targetSdk = 34
    }

    buildFeatures {
        compose = true
    }

    composeOptions {
        kotlinCompilerExtensionVersion = "${COMPOSE_COMPILER_EXTENSION_VERSION}"
    }

    kotlinOptions {
        jvmTarget = "17"
    }
}

dependencies {
    implementation(platform("androidx.compose:compose-bom:2023.10.01"))
    implementation("androidx.compose.ui:ui")
    implementation("androidx.compose.ui:ui-tooling-preview")
    implementation("androidx.compose.material3:material3:${MATERIAL3_VERSION}")
    implementation("androidx.activity:activity-compose:1.8.2")
    debugImplementation("androidx.compose.ui:ui-tooling")
}
`;

const ZIP_LAYOUT = `
app/src/main/java/com/example/app/ui/SignInScreen.kt
app/src/main/java/com/example/app/ui/PrimaryButton.kt
app/src/main/java/com/example/app/ui/ShopTheme.kt
app/src/main/res/drawable/ic_logo.xml
app/src/main/res/drawable/img_hero.png
`;

const ACTIVITY = `
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            AppTheme {
                SignInScreen(modifier = Modifier.fillMaxSize())
            }
        }
    }
}
`;

const THEMED_ACTIVITY = `
setContent {
    ShopTheme(darkTheme = isSystemInDarkTheme(), brandMode = BrandMode.Forest) {
        SignInScreen(modifier = Modifier.fillMaxSize())
    }
}
`;

const IOS = `
import SwiftUI

struct SignInScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.title2.bold())
            TextField("Email", text: .constant(""))
                .textFieldStyle(.roundedBorder)
            Button("Sign in") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(24)
    }
}
`;

export function Integration({ showIos }: { showIos: boolean }) {
  return (
    <>
      <p className="docs-lead">Adding generated code to an Android project.</p>
      <h2>Requirements</h2>
      <ul>
        <li>Android Studio Hedgehog or newer.</li>
        <li>
          Kotlin 1.9.20, the version the Compose compiler extension{' '}
          {COMPOSE_COMPILER_EXTENSION_VERSION} is built for.
        </li>
        <li>Material3 {MATERIAL3_VERSION}; minimum SDK 24.</li>
      </ul>
      <h2>Gradle set-up</h2>
      <p>
        In the module&apos;s <code>build.gradle.kts</code>, turn on Compose, pin the compiler
        extension and add the dependencies:
      </p>
      <CodeBlock title="app/build.gradle.kts" code={GRADLE} />
      <p>
        If you upgrade Kotlin, upgrade <code>kotlinCompilerExtensionVersion</code> to the matching
        release as well; mismatched versions fail the build with a message naming the Kotlin version
        each expects.
      </p>
      <h2>Adding the files</h2>
      <p>
        The plugin&apos;s <strong>Download zip</strong> (and the same button on a generation&apos;s
        page in your history) lays the files out as an Android project, relative to its root:
      </p>
      <CodeBlock title="sign-in.zip" language="text" code={ZIP_LAYOUT} />
      <ol>
        <li>
          In the plugin, set <strong>Android app package</strong> to your module&apos;s{' '}
          <code>namespace</code> (here <code>com.example.app</code>) before you generate: screens
          then go to the <code>ui</code> package below it and import your app&apos;s <code>R</code>{' '}
          class for the drawables.
        </li>
        <li>
          Unzip at the root of the project, next to <code>settings.gradle.kts</code>. The Kotlin
          files land in <code>app/src/main/java/&lt;package path&gt;/ui</code> and the drawables in{' '}
          <code>app/src/main/res/drawable</code> (vector icons as XML vector drawables, images as
          PNG; names are lower-case with underscores, as Android requires).
        </li>
        <li>
          The theme file is named after your Figma file (for example <code>ShopTheme.kt</code>).
          Keep it, or delete it and wrap the screen in your own theme.
        </li>
        <li>Sync Gradle and open the screen file: the preview renders the design.</li>
      </ol>
      <p>
        To add a single file instead, use <strong>Copy</strong> next to it in the plugin and paste
        it into Android Studio; check that its <code>package</code> line matches the folder you put
        it in.
      </p>
      <h2>Showing the screen</h2>
      <CodeBlock title="MainActivity.kt" code={ACTIVITY} />
      <p>
        From there, hoist state out of the screen: replace the empty <code>value</code> and{' '}
        <code>onClick</code> arguments with parameters, and pass them from your view model or
        navigation graph.
      </p>
      <h3>Light, dark and the design&apos;s other modes</h3>
      <p>
        When the design&apos;s variables have Light and Dark modes, the generated theme follows the
        system&apos;s setting; pass <code>darkTheme</code> to choose. Other modes the designer set
        up (a brand, a density) are parameters of the theme function too, listed in its comment:
      </p>
      <CodeBlock title="MainActivity.kt" code={THEMED_ACTIVITY} />
      <p>
        Screens read colours, spacing and radii from <code>MaterialTheme</code> and from the theme
        object (<code>ShopTheme.colors</code>, <code>ShopTheme.spacing</code>), so a change of mode
        or a new brand value reaches every screen without editing them.
      </p>
      {showIos ? (
        <section aria-labelledby="ios-integration">
          <h2 id="ios-integration">iOS integration (SwiftUI)</h2>
          <p>
            With iOS output selected in the plugin, each frame becomes a SwiftUI <code>View</code>.
            Add the files to your Xcode target (iOS 16 or later), drag the exported assets into{' '}
            <code>Assets.xcassets</code>, and present the view from your app&apos;s navigation.
          </p>
          <CodeBlock title="SignInScreen.swift" language="swift" code={IOS} />
        </section>
      ) : null}
    </>
  );
}
