import { Link } from 'react-router';
import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';

export function GettingStarted() {
  return (
    <>
      <p className="docs-lead">From zero to your first generated screen in about five minutes.</p>
      <ol className="docs-steps">
        <li>
          <h2>Create an account</h2>
          <p>
            <Link to="/signup">Sign up</Link> with your email address, or with Google or GitHub. If
            you use email, confirm your address from the message we send you before signing in. The
            free Starter plan is enough to follow this guide.
          </p>
        </li>
        <li>
          <h2>Install the Figma plugin</h2>
          <p>
            Open the{' '}
            <a href={PLUGIN_COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
              FrameToCode page on the Figma Community
            </a>{' '}
            and click <strong>Open in…</strong> or <strong>Try it out</strong>. The plugin is then
            available in every file under <strong>Plugins → FrameToCode</strong>. Running your own
            server? Import the plugin&apos;s manifest in the Figma desktop app instead. See{' '}
            <Link to="#figma-plugin">Figma plugin</Link> for details.
          </p>
        </li>
        <li>
          <h2>Open a design you can edit</h2>
          <p>
            The plugin reads the layers of the frame you select, so it needs{' '}
            <strong>edit permission</strong> on the file. If you only have view access, duplicate
            the file to your drafts, or run the plugin from <strong>Dev Mode</strong>.
          </p>
        </li>
        <li>
          <h2>Sign in from the plugin</h2>
          <p>
            The first time you run it, the plugin opens a browser tab to link your FrameToCode
            account. Sign in there, close the tab when it says <em>Authentication Complete</em>, and
            return to Figma. You stay signed in until you sign out from the plugin: signing out of
            the website leaves the plugin signed in.
          </p>
        </li>
        <li>
          <h2>Generate</h2>
          <p>
            Select a top-level frame (a whole screen works best) and click <strong>Generate</strong>
            . After a few seconds the plugin shows the Kotlin files and the exported assets. Copy
            them, or download them as a zip.
          </p>
        </li>
        <li>
          <h2>Run it in Android Studio</h2>
          <p>
            Add the files to your project and make sure Compose is set up as in{' '}
            <Link to="#integration">Integration</Link>. Open the screen file and the preview renders
            your design.
          </p>
        </li>
      </ol>
      <h2>Tips for designs that convert well</h2>
      <ul>
        <li>
          Use auto layout for lists, toolbars and forms: it maps directly to Column, Row and
          spacing.
        </li>
        <li>Name your layers: layer names become composable and parameter names.</li>
        <li>Use components for anything repeated, such as list rows and buttons.</li>
        <li>Use local styles for colours and text; they become your theme.</li>
      </ul>
    </>
  );
}
