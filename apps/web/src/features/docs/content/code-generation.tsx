import { FLOW_MAX_SCREENS, FLOW_METERING_RULE } from '@app/shared/generate';
import { CodeBlock } from '../components/code-block';

const SCREEN = `
package com.example.app.ui.login

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.input.PasswordVisualTransformation
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun SignInScreen(
    email: String,
    password: String,
    modifier: Modifier = Modifier,
    onEmailChange: (String) -> Unit = {},
    onPasswordChange: (String) -> Unit = {},
    onSignInClick: () -> Unit = {},
) {
    Column(
        modifier = modifier
            .fillMaxSize()
            .verticalScroll(rememberScrollState())
            .padding(horizontal = 24.dp, vertical = 32.dp),
        verticalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Text(
            text = "Welcome back",
            color = MaterialTheme.colorScheme.onBackground,
            style = MaterialTheme.typography.headlineMedium,
        )
        OutlinedTextField(
            value = email,
            onValueChange = onEmailChange,
            modifier = Modifier
                .fillMaxWidth()
                .labelOnOutline(),
            label = { Text("Email") },
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Email),
            singleLine = true,
        )
        OutlinedTextField(
            value = password,
            onValueChange = onPasswordChange,
            modifier = Modifier
                .fillMaxWidth()
                .labelOnOutline(),
            label = { Text("Password") },
            visualTransformation = PasswordVisualTransformation(),
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Password),
            singleLine = true,
        )
        Button(onClick = onSignInClick, modifier = Modifier.fillMaxWidth()) {
            Text("Sign in")
        }
    }
}

@Preview(showBackground = true, widthDp = 360, heightDp = 800)
@Composable
private fun SignInScreenPreview() {
    AppTheme {
        SignInScreen(email = "ada@frametocode.app", password = "")
    }
}
`;

const COMPONENT = `
@Composable
fun ProductRow(
    title: String,
    price: String,
    modifier: Modifier = Modifier,
    thumbnail: @Composable () -> Unit = { ProductThumbnail() },
) {
    Row(
        modifier = modifier
            .fillMaxWidth()
            .clip(RoundedCornerShape(12.dp))
            .background(MaterialTheme.colorScheme.surface)
            .padding(12.dp),
        horizontalArrangement = Arrangement.spacedBy(12.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        thumbnail()
        Column(modifier = Modifier.weight(1f)) {
            Text(text = title, style = MaterialTheme.typography.titleMedium)
            Text(
                text = price,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.primary,
            )
        }
    }
}

@Preview(showBackground = true)
@Composable
private fun ProductRowPreview() {
    AppTheme {
        ProductRow(title = "Wireless headphones", price = "$89.00")
    }
}
`;

const THEME = `
private val LightColors = lightColorScheme(
    primary = Color(0xFF4F46E5),
    onPrimary = Color(0xFFFFFFFF),
    background = Color(0xFFF8FAFC),
    onBackground = Color(0xFF0F172A),
    surface = Color(0xFFFFFFFF),
)

@Composable
fun AppTheme(content: @Composable () -> Unit) {
    MaterialTheme(
        colorScheme = LightColors,
        typography = AppTypography,
        content = content,
    )
}
`;

const VARIABLES = `
Collection "material-theme"   modes: Light, Dark
  Schemes/Primary             #6750A4  |  #D0BCFF
  Schemes/Surface             #FEF7FF  |  #141218
Collection "Brand"            modes: Light, Dark
  Accent                      #D94A2D  |  #FFB4A2
Collection "Layout"           mode: Value
  Spacing/md                  16
  Spacing/lg                  24
`;

const TOKENS_THEME = `
@Immutable
data class ShopColors(
    val accent: Color,
)

private val LightShopColors = ShopColors(accent = Color(0xFFD94A2D))

private val DarkShopColors = ShopColors(accent = Color(0xFFFFB4A2))

val LocalShopColors = staticCompositionLocalOf { LightShopColors }

@Immutable
data class ShopSpacing(
    val md: Dp,
    val lg: Dp,
)

private val DefaultShopSpacing = ShopSpacing(md = 16.dp, lg = 24.dp)

val LocalShopSpacing = staticCompositionLocalOf { DefaultShopSpacing }

object ShopTheme {
    val colors: ShopColors
        @Composable
        @ReadOnlyComposable
        get() = LocalShopColors.current

    val spacing: ShopSpacing
        @Composable
        @ReadOnlyComposable
        get() = LocalShopSpacing.current
}

private val LightColorScheme = lightColorScheme(primary = Color(0xFF6750A4), surface = Color(0xFFFEF7FF))

private val DarkColorScheme = darkColorScheme(primary = Color(0xFFD0BCFF), surface = Color(0xFF141218))

/**
 * Modes:
 * - \`darkTheme\` (the system's setting unless given): the Light and Dark modes of "material-theme"
 *   and the Light and Dark modes of "Brand".
 */
@Composable
fun ShopTheme(
    darkTheme: Boolean = isSystemInDarkTheme(),
    content: @Composable () -> Unit,
) {
    CompositionLocalProvider(
        LocalShopColors provides if (darkTheme) DarkShopColors else LightShopColors,
        LocalShopSpacing provides DefaultShopSpacing,
    ) {
        MaterialTheme(
            colorScheme = if (darkTheme) DarkColorScheme else LightColorScheme,
            content = content,
        )
    }
}
`;

const TOKENS_SCREEN = `
Column(
    modifier = modifier
        .fillMaxSize()
        .background(MaterialTheme.colorScheme.surface)
        .padding(horizontal = ShopTheme.spacing.lg),
    verticalArrangement = Arrangement.spacedBy(ShopTheme.spacing.md),
) {
    Text(
        text = "Create an account",
        color = ShopTheme.colors.accent,
        style = MaterialTheme.typography.labelLarge,
    )
}
`;

export function CodeGeneration() {
  return (
    <>
      <p className="docs-lead">
        What the generator produces from a frame, and how Figma concepts map to Compose.
      </p>
      <h2>How Figma maps to Compose</h2>
      <div className="docs-table-wrap">
        <table className="docs-table">
          <thead>
            <tr>
              <th scope="col">In Figma</th>
              <th scope="col">In the generated code</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Frame with vertical auto layout</td>
              <td>
                <code>Column</code> with <code>Arrangement.spacedBy</code>; content placed at the
                bottom (<code>Arrangement.Bottom</code>) keeps no top padding, so a shorter phone
                shrinks the space above it rather than the content
              </td>
            </tr>
            <tr>
              <td>Frame with horizontal auto layout</td>
              <td>
                <code>Row</code> with alignment from the frame;{' '}
                <code>Arrangement.SpaceBetween</code> where its gap was drawn to reach its edges
                (labels spread across a bar, or two layers with a quarter of the row between them),
                so a narrower phone shrinks the gap rather than the last layer; four or more equal
                tiles that fill a row of fixed width (a week of day chips), or three or more boxes
                of one height that each hold a label (a date picker&apos;s month, day and year),
                share it with <code>weight</code> in proportion to their widths, so on a narrower
                phone every tile narrows a little rather than the last ones being cut; words pushed
                apart from a layer at the row&apos;s other end (a dish&apos;s name and its amount)
                give way with <code>weight(1f, fill = false)</code>, so on a narrower phone they
                wrap and the layer keeps its width
              </td>
            </tr>
            <tr>
              <td>Frame without auto layout</td>
              <td>
                <code>Column</code> and <code>Row</code> wherever layers follow one another, each
                aligned by its constraint; an icon centred over its label is one <code>Column</code>
                , so a tab bar&apos;s labels stay under their icons, and a row of layers spread
                across a frame (or of columns of layers, as a date picker&apos;s wheels) shares a
                wider or narrower screen among all its gaps; <code>Box</code> with aligned children
                where they overlap, in which a card drawn as a plate with its picture and title over
                it is one frame, cards side by side a row, and layers on one line that share a
                constraint (a switch between its two labels) a row placed by it; a group the
                designer drew around some cards of a row joins the row, so all its cards share the
                width alike; a layer drawn against the right edge, alone on its line and left at
                Figma&apos;s default constraint, follows that edge; a picture centred on the screen
                and wider than it on both sides (a photo the screen crops) keeps its width, centred,
                in the screen&apos;s column; a layer that turns within a card (a ring&apos;s arc) is
                held by the card as its own box is; where layers overlap they are drawn in the
                design&apos;s order; a layer left at the constraint &ldquo;centre&rdquo; but drawn
                well to one side (a heading at the left margin) is placed from that side, so a
                narrower phone does not push it past the edge
              </td>
            </tr>
            <tr>
              <td>Grid auto layout of one row or one column</td>
              <td>
                <code>Row</code> whose equal columns share the width with <code>weight</code>, or{' '}
                <code>Column</code>; a row track of fixed size (<code>90px</code>) keeps that height
                as its least; a grid of rows and columns is placed like a frame without auto layout,
                with a warning
              </td>
            </tr>
            <tr>
              <td>Screen taller than a phone, phone screen read top to bottom, carousel</td>
              <td>
                <code>verticalScroll</code>; a phone-height screen whose content runs down one
                column scrolls in that column (unless a layer fills the height left or the content
                sits at the bottom or is spread apart), so a shorter phone or a larger font can
                still reach its end; <code>LazyRow</code>
              </td>
            </tr>
            <tr>
              <td>Screen wider than 600 dp (a tablet or desktop layout)</td>
              <td>
                As wide as the window and never narrower than designed: in a narrower window it
                scrolls sideways (<code>horizontalScroll</code>, then <code>width</code>) rather
                than squeezing its columns until their text is cut off
              </td>
            </tr>
            <tr>
              <td>Padding, fixed and fill sizes</td>
              <td>
                <code>padding</code>, <code>size</code>, <code>fillMaxWidth</code>,{' '}
                <code>weight</code>, in whole dp where the layer&apos;s edges allow (each edge
                within half a dp of the design; two paddings across a frame keep their sum, each
                within one dp); a <code>Row</code> or <code>Column</code> of fixed height that holds
                text takes that height as its least (<code>heightIn(min = …)</code>), so a text that
                wraps on a narrower phone or at a larger font size makes it taller instead of being
                cut; a picture a pixel wider than its frame takes the frame&apos;s width
              </td>
            </tr>
            <tr>
              <td>Text layer</td>
              <td>
                <code>Text</code> with a theme text style when one matches, else its own size,
                letter spacing and line height, lines centred in the line height as Figma draws them
                (in <code>lineBoxes</code> when the line height is no more than the font size)
              </td>
            </tr>
            <tr>
              <td>Fills, strokes, corner radius</td>
              <td>
                <code>background</code>, <code>border</code>, <code>clip(RoundedCornerShape)</code>
              </td>
            </tr>
            <tr>
              <td>Ellipse drawn as an arc (a ring&apos;s progress, a pie&apos;s slice, a donut)</td>
              <td>
                <code>ArcShape(start, sweep, innerRadius)</code>, declared once in the theme file,
                for its <code>background</code> and <code>border</code>; in an icon&apos;s drawable,
                a path of the arc
              </td>
            </tr>
            <tr>
              <td>Mask group cut by a rectangle or an ellipse as large as the group</td>
              <td>
                <code>clip</code> to that shape; a photo that reaches past it keeps its size and is
                cut off, as the mask cuts it
              </td>
            </tr>
            <tr>
              <td>Drop shadow</td>
              <td>
                <code>shadow</code> elevation
              </td>
            </tr>
            <tr>
              <td>Image fill, vector icon</td>
              <td>
                <code>Image</code> with <code>painterResource</code> and an exported drawable
              </td>
            </tr>
            <tr>
              <td>Component and instances</td>
              <td>A composable function called at each instance</td>
            </tr>
            <tr>
              <td>
                Three or more copies of a frame that differ only in their texts and in the colour of
                a shape or background
              </td>
              <td>One composable called at each copy, its texts and colours as parameters</td>
            </tr>
            <tr>
              <td>Button, text field, switch, checkbox</td>
              <td>
                The matching Material3 component; a frame of your own named <em>Button</em> with a
                label keeps your look: filled, outlined or a text button as you drew it, with your
                label&apos;s colour, type and padding. A button or chip drawn smaller than
                Material&apos;s 48 dp touch target keeps its drawn size in the layout (inside{' '}
                <code>
                  CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 0.dp)
                </code>
                ), and touch input still widens its target to 48 dp. An outlined text field with a
                label is laid out as its outline, as the Material 3 kit draws it, with{' '}
                <code>Modifier.labelOnOutline()</code>: Material pads the field 8 dp at the top for
                its floating label, which would otherwise push the field and everything below it
                down by 8 dp
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>A generated screen</h2>
      <p>
        A frame named <em>Sign In Screen</em> becomes <code>SignInScreen</code>, in the same package
        as the theme file it uses (<code>AppTheme</code> and <code>labelOnOutline</code> are
        declared there). Each input is bound to a parameter and its changes go to a callback, and
        each button calls one, so you drive the screen from your view model; the design&apos;s
        sample text is only in the preview. The callbacks default to doing nothing, so the code
        compiles as is.
      </p>
      <CodeBlock title="SignInScreen.kt" code={SCREEN} />
      <h2>Components</h2>
      <p>
        Each Figma component used in the frame becomes its own composable. Its text properties are
        parameters every call gives (the screen passes each instance&apos;s text, the preview the
        component&apos;s own), so no design text hides in a default; nested instances that vary
        between instances become parameters with the design&apos;s instance as their default, and so
        does the colour of a shape or background an instance repaints (a parameter such as{' '}
        <code>backgroundColor: Color</code>). Rows you copied and retyped instead of making a
        component (a list&apos;s items, a grid&apos;s cards) are treated the same way when there are
        at least three copies drawn alike: one composable, named after the copies&apos; shared layer
        name, called once per copy with that copy&apos;s texts and colours. A colour bound to a
        variable or style stays the theme&apos;s. A copy with another size, icon, image, outline or
        text colour stays as it is.
      </p>
      <CodeBlock title="ProductRow.kt" code={COMPONENT} />
      <h2>Theme</h2>
      <p>
        Colour and text styles and the file&apos;s variables (see below) go into a theme, and the
        screen refers to them through <code>MaterialTheme</code> and the theme&apos;s tokens.
        Replace it with your app&apos;s own theme if you already have one.
      </p>
      <CodeBlock title="Theme.kt" code={THEME} />
      <h2>Variables, modes and tokens</h2>
      <p>
        Design systems in Figma are built on variables grouped in collections with modes (Light and
        Dark, brands, densities) and bound to the layers&apos; fills, strokes, corners, padding and
        gaps. The plugin sends them with every frame (the file&apos;s local variables and the
        library ones the frame uses, with their collections and modes), and the generator turns them
        into the theme. A layer bound to a variable references the matching role or token in the
        code; a literal value remains only where the design has no variable.
      </p>
      <div className="docs-table-wrap">
        <table className="docs-table">
          <thead>
            <tr>
              <th scope="col">In Figma</th>
              <th scope="col">In the generated code</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                A colour variable named after a Material 3 role: <code>Schemes/Primary</code> (the
                Material Theme Builder), <code>md.sys.color.primary</code>,{' '}
                <code>M3/sys/light/primary</code>
              </td>
              <td>
                <code>MaterialTheme.colorScheme.primary</code>, filled into{' '}
                <code>lightColorScheme</code> and <code>darkColorScheme</code> from the
                variable&apos;s Light and Dark modes
              </td>
            </tr>
            <tr>
              <td>
                A number variable named after a shape role: <code>md.sys.shape.corner.medium</code>,{' '}
                <code>Corner/Medium</code>
              </td>
              <td>
                <code>MaterialTheme.shapes.medium</code> in the theme&apos;s <code>Shapes</code>
              </td>
            </tr>
            <tr>
              <td>
                A text style named after a type role: <code>M3/body/large</code>
              </td>
              <td>
                <code>MaterialTheme.typography.bodyLarge</code> in the theme&apos;s{' '}
                <code>Typography</code>
              </td>
            </tr>
            <tr>
              <td>
                Any other colour variable (<code>Brand/Accent</code>)
              </td>
              <td>
                <code>ShopTheme.colors.brandAccent</code>: a value per mode, provided through a{' '}
                <code>CompositionLocal</code>
              </td>
            </tr>
            <tr>
              <td>A number variable bound to padding or a gap, or to a corner</td>
              <td>
                <code>ShopTheme.spacing.md</code>, <code>ShopTheme.radii.card</code> (as{' '}
                <code>Dp</code>)
              </td>
            </tr>
            <tr>
              <td>Modes named Light and Dark</td>
              <td>
                The theme&apos;s <code>darkTheme</code> parameter,{' '}
                <code>isSystemInDarkTheme()</code> by default; each screen has a preview in both,
                and the generation&apos;s page in your history shows the theme&apos;s colours in
                Light and in Dark
              </td>
            </tr>
            <tr>
              <td>Other modes: a brand, a contrast, a density</td>
              <td>
                An enum parameter of the theme function (
                <code>brandMode: BrandMode = BrandMode.Ocean</code>), described in the theme&apos;s
                comment
              </td>
            </tr>
            <tr>
              <td>
                A colour, spacing, radius or text style used more than once without a variable or
                style
              </td>
              <td>
                A token too, named after its hue and tone (<code>ShopTheme.colors.purple40</code>,
                as Android Studio names colours) or its size; a value used once stays a literal
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Tokens are named after their variables (the group that says the kind is dropped:{' '}
        <code>Spacing/md</code> becomes <code>spacing.md</code>); a variable&apos;s code syntax for
        Android, when the designer set one, is used as it is. Only the tokens the code references
        are declared. For example, these variables:
      </p>
      <CodeBlock title="Variables in Figma" language="text" code={VARIABLES} />
      <p>give this theme, with the scheme roles, the brand colour per mode and the spacing:</p>
      <CodeBlock title="ShopTheme.kt" code={TOKENS_THEME} />
      <p>and a screen that reads them:</p>
      <CodeBlock title="SignInScreen.kt" code={TOKENS_SCREEN} />
      <p>
        The same file works from the command line:{' '}
        <code>npx figma-compose design.json --out app/src/main --variables variables.json</code>,
        with the answers of Figma&apos;s <code>GET /v1/files/:key</code> and{' '}
        <code>GET /v1/files/:key/variables/local</code>. The REST variables endpoint needs an
        Enterprise plan; the plugin reads the same variables on any plan.
      </p>
      <h2>The files of a generation</h2>
      <p>
        Paths are relative to the app module&apos;s <code>src/main</code> folder, with the Android
        app package you set in the plugin (<code>com.example.app</code> here):
      </p>
      <ul>
        <li>
          <code>java/com/example/app/ui/SignInScreen.kt</code>: one file per selected frame, the
          screen composable with a preview.
        </li>
        <li>
          <code>java/com/example/app/ui/ProductRow.kt</code>: one file per component the frame uses.
        </li>
        <li>
          <code>java/com/example/app/ui/…NavHost.kt</code>: for a flow, the navigation graph of its
          screens.
        </li>
        <li>
          <code>java/com/example/app/ui/…Theme.kt</code>: the colour schemes, type, shapes and
          tokens, named after the Figma file.
        </li>
        <li>
          <code>res/drawable/ic_….xml</code>: vector layers and icons, converted from the SVG the
          plugin exports to Android vector drawables.
        </li>
        <li>
          <code>res/drawable/img_….png</code>: image fills, as the PNG the plugin exports.
        </li>
      </ul>
      <p>
        The plugin shows the files with their warnings as soon as they are generated; your
        generation history in the web app keeps them, with a preview of the frame and, when the
        theme has a dark mode, its colours in Light and in Dark, so you can download them again
        later.
      </p>
      <h2>How accuracy is measured</h2>
      <p>
        Every generation is checked by running its code. A render job compiles the generated Kotlin
        against the real Jetpack Compose libraries (Compose Multiplatform for the desktop JVM: the
        same runtime, foundation, ui and Material 3 code as on Android), draws the screen headlessly
        at the frame&apos;s size, and compares the result with the design. The generation&apos;s
        page and the plugin show the render beside Figma&apos;s own export of the frame, overlaid or
        as a difference, with two figures:
      </p>
      <ul>
        <li>
          <strong>Layer score</strong>: the share of the frame&apos;s layers that the rendered code
          draws within 1 dp of their place and size in Figma, with the design&apos;s fill colour and
          its text, not cut off. The layers furthest from the design are listed, each linking to the
          line of code that draws it.
        </li>
        <li>
          <strong>Pixel similarity</strong>: the share of pixels that look the same in the render
          and in Figma&apos;s PNG export, both on white, the larger scaled down to the smaller by
          averaging, compared with pixelmatch (threshold 0.1, anti-aliased edges not counted).
        </li>
      </ul>
      <p>
        Measured this way on the sample designs that come with FrameToCode (the playground&apos;s
        Material 3 sign-in screen and the Auto Layout Playground&apos;s product page and profile
        card, 26 November 2026), the median layer score is <strong>33%</strong>: 40% (6 of 15
        layers) for the sign-in screen, 25% (5 of 20) for the product page and 33% (2 of 6) for the
        profile card. Most misses are a few dp: text boxes that Compose sizes from the font rather
        than from Figma&apos;s box, and buttons placed at the start of their row. The layer score is
        strict by design (1 dp, exact colour), so use it to find the layers to check, and the
        side-by-side view to judge the screen.
      </p>
      <p>
        Text whose line height is no more than its font size (a 32 sp number on a 32 sp line,
        Figma&apos;s &ldquo;100%&rdquo;, or a 10 px line under 18 px type) is laid out by Android at
        its line height, as Figma draws it, but by Compose for desktop and iOS at the font&apos;s
        own height, which pushes the layers below it down. The generated code sets such text in the
        design&apos;s line boxes with <code>Modifier.lineBoxes(10.sp)</code>, declared once in the
        theme file: the glyphs are centred in the boxes and drawn past them, and the boxes grow with
        the user&apos;s font size. Text that wraps onto more lines than the design has (on a
        narrower phone) gets a line box for each, so what lies below moves down rather than being
        drawn over; the fidelity check counts such text as clipped only when its box did not grow.
      </p>
      <h2>Flows: several screens and their prototype links</h2>
      <p>
        Select several frames, a section or a whole page and the plugin generates them as one flow.
        Each frame becomes a screen composable with its callbacks as parameters, as a single frame
        does. The links you drew in Figma&apos;s prototype mode become one navigation graph,{' '}
        <code>…NavHost.kt</code>, written with Navigation Compose: one typed route per screen, the
        flow&apos;s starting point as the start destination, and every callback wired to the
        navigation controller in that one file.
      </p>
      <ul>
        <li>
          <strong>Navigate to</strong> opens the destination; <strong>Back</strong> returns to the
          previous screen.
        </li>
        <li>
          <strong>Open overlay</strong> shows the frame as a dialog, or as a bottom sheet when the
          overlay sits at the bottom of the screen; <strong>Close overlay</strong> closes it and{' '}
          <strong>Swap overlay</strong> replaces it.
        </li>
        <li>
          Links to frames that are not in the flow are listed in the plugin, on the
          generation&apos;s page and in the zip&apos;s README; their callbacks stay parameters of
          the screen for you to wire.
        </li>
        <li>
          <strong>Scroll to</strong> is listed as a warning: its callback is a parameter of the
          screen, for you to scroll the content to that layer.
        </li>
      </ul>
      <p>
        {FLOW_METERING_RULE} A flow has at most {FLOW_MAX_SCREENS} screens. Your generation history
        shows a flow once, with its graph and each screen&apos;s code, and its zip holds a README of
        how to show the graph from an Activity.
      </p>
      <h2>What is not generated</h2>
      <p>
        State, network calls and business logic stay yours, and so does navigation beyond the
        prototype links of a flow. Animations in Figma are not converted. Effects Compose cannot
        draw directly, such as background blur, are listed as warnings in the plugin.
      </p>
    </>
  );
}
