import { Link } from 'react-router';
import { COMPOSE_COMPILER_EXTENSION_VERSION, MATERIAL3_VERSION } from '@app/shared/site';

export function Introduction() {
  return (
    <>
      <p className="docs-lead">
        FrameToCode turns mobile screens designed in Figma into native Android code: Kotlin with
        Jetpack Compose and Material3. You design as usual, run the plugin on a frame, and get
        composables you can paste into Android Studio.
      </p>
      <h2>What you get</h2>
      <ul>
        <li>
          <strong>One composable per screen</strong>, with a <code>Modifier</code> parameter so it
          fits into your own navigation and layout.
        </li>
        <li>
          <strong>Reusable components</strong>: Figma components and their instances become
          composable functions with slot parameters, instead of copies of the same layout.
        </li>
        <li>
          <strong>A theme file</strong> with the colours and text styles the design uses, so the
          screen code refers to names rather than hex values.
        </li>
        <li>
          <strong>Assets</strong>: images and vector icons exported for <code>res/drawable</code>,
          referenced from the code.
        </li>
        <li>
          <strong>Previews</strong>: every screen comes with an <code>@Preview</code> function so
          you can see it in Android Studio straight away.
        </li>
      </ul>
      <h2>Who it is for</h2>
      <p>
        Mobile developers who implement screens from Figma handoffs, designers who want to see their
        work running on a device sooner, and teams who want every screen built the same way.
        FrameToCode does the layout translation; you keep full control of state, navigation and
        data.
      </p>
      <h2>Platforms</h2>
      <p>
        Android with Jetpack Compose is available today. The generated code targets the Compose
        compiler extension {COMPOSE_COMPILER_EXTENSION_VERSION} and Material3 {MATERIAL3_VERSION}.
        iOS with SwiftUI has been announced and is coming soon.
      </p>
      <h2>How generations are counted</h2>
      <p>
        Each time you generate code for a frame, that is one <em>generation</em>. Your plan sets a
        monthly allowance, and you can see what you have used on your dashboard. Regenerating the
        same frame after a design change counts as a new generation.
      </p>
      <p>
        Ready? Continue with <Link to="#getting-started">Getting started</Link>.
      </p>
    </>
  );
}
