import { Link } from 'react-router';
import { FLOW_METERING_RULE } from '@app/shared/generate';
import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';
import { CodeBlock } from '../components/code-block';

const BUILD = `
npm install
npm run build -w @app/figma-plugin
# or, for a server other than http://localhost:3000:
PLUGIN_API_ORIGIN=https://app.example.com npm run build -w @app/figma-plugin
`;

export function FigmaPlugin() {
  return (
    <>
      <p className="docs-lead">
        Installing, signing in to and using the FrameToCode plugin for Figma.
      </p>
      <h2>Installing</h2>
      <p>
        From the{' '}
        <a href={PLUGIN_COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
          plugin&apos;s Community page
        </a>
        , click <strong>Open in…</strong> and choose a file; the plugin is then under{' '}
        <strong>Plugins → FrameToCode</strong>.
      </p>
      <p>
        To run the plugin from source against your own server (a self-hosted or local FrameToCode),
        build it and import its manifest into the Figma desktop app:
      </p>
      <CodeBlock title="Terminal" language="bash" code={BUILD} />
      <ol>
        <li>
          In Figma desktop, open a design file and choose{' '}
          <strong>Plugins → Development → Import plugin from manifest…</strong>
        </li>
        <li>
          Pick <code>apps/figma-plugin/dist/manifest.json</code>. The plugin appears under{' '}
          <strong>Plugins → Development → FrameToCode</strong>.
        </li>
      </ol>
      <p>
        <code>npm start</code> builds the plugin for the server it starts. The manifest allows
        network access to that one server only. In local mode the server also offers a plugin
        playground at <code>/_dev/figma-plugin</code>, where the same plugin runs in the browser
        against a sample design, without Figma.
      </p>
      <h2>Permissions</h2>
      <p>
        Reading a frame&apos;s layers requires <strong>edit permission</strong> on the file. With
        view-only access, either duplicate the file to your drafts or switch to{' '}
        <strong>Dev Mode</strong> and run the plugin from the Plugins tab of the inspect panel: it
        can still generate code from the selected frame. The plugin never changes your design.
      </p>
      <p>
        When you click Generate, the plugin sends the selected frame to FrameToCode&apos;s server:
        its layers as Figma&apos;s JSON, its vector layers and icons as SVG, its images as PNG, and
        a small preview picture for your generation history. Nothing else from your file is sent.
        Very large frames are bounded: at most 400 vector exports, 60 images (4 MB each) and 45 MB
        in all; anything left out is listed under the warnings.
      </p>
      <h2>Signing in</h2>
      <p>
        Click <strong>Sign in</strong>. The plugin opens a browser tab on the FrameToCode site; sign
        in or create an account there and allow the Figma connection. When the tab shows{' '}
        <em>Authentication Complete</em>, return to Figma: the plugin picks up your session by
        itself and keeps it until you click <strong>Sign out</strong> in the plugin. Signing out of
        the website does not sign the plugin out; to end it from the website, sign it out under{' '}
        <strong>Account Settings → Sessions</strong>, or choose <strong>Sign out everywhere</strong>{' '}
        there. We email you when the plugin signs in to your account. If the tab does not open, use
        the <strong>Open the sign-in page</strong> link the plugin shows.
      </p>
      <h2>The plugin window</h2>
      <ul>
        <li>
          <strong>Account</strong>: your email, your plan, how many generations you have left and
          your connected Figma account. If none is connected, <strong>Connect Figma account</strong>{' '}
          opens Figma&apos;s consent page in your browser (you need not be signed in to the website
          there); then choose <strong>check again</strong>.
        </li>
        <li>
          <strong>Selection</strong>: the layer that will be converted. Select one frame, component
          or instance; or, for a <Link to="#code-generation">flow</Link>, several frames
          (Shift-click), a section or nothing at all for the whole page. For a flow the plugin lists
          its screens and says how many generations the run will use before you start. Otherwise it
          tells you what to select and Generate stays disabled.
        </li>
        <li>
          <strong>Android app package</strong>: your app&apos;s package, such as{' '}
          <code>com.acme.shop</code>. Screens are generated in <code>com.acme.shop.ui</code> and use
          drawables from <code>com.acme.shop.R</code>. The plugin remembers it.
        </li>
        <li>
          <strong>Generate</strong>: exports the frame (with a progress bar) and converts it. Each
          generation counts against your allowance. {FLOW_METERING_RULE} Past it, the plugin charges
          extra generations to your card only if you allowed it on the Account page.
        </li>
        <li>
          <strong>Files</strong>: every generated file, Kotlin highlighted, with a{' '}
          <strong>Copy</strong> button, and the drawables.
        </li>
        <li>
          <strong>Download zip</strong>: all files laid out as an Android project (
          <code>app/src/main/…</code>); see <Link to="#integration">Integration</Link>.
        </li>
        <li>
          <strong>Warnings</strong>: what the generator could not convert faithfully, layer by
          layer.
        </li>
      </ul>
      <h2>When something goes wrong</h2>
      <ul>
        <li>
          <em>Your session has ended</em>: the plugin was signed out from your account page
          (Sessions, or Sign out everywhere), your password changed, or two-factor authentication
          was turned on. Sign in again.
        </li>
        <li>
          <em>You&apos;ve used all your generations for this month</em>: the plugin links to the
          upgrade page, where you can change plan or buy more generations.
        </li>
        <li>
          <em>We couldn&apos;t reach the server</em>: check your connection and click{' '}
          <strong>Retry</strong>. A retry of the same generation is counted once.
        </li>
      </ul>
    </>
  );
}
