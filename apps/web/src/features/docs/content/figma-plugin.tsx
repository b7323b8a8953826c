import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';

export function FigmaPlugin() {
  return (
    <>
      <p className="docs-lead">Installing, running and signing in to the FrameToCode plugin for Figma.</p>
      <h2>Installing</h2>
      <ol>
        <li>
          Open the{' '}
          <a href={PLUGIN_COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
            plugin&apos;s Community page
          </a>{' '}
          while signed in to Figma.
        </li>
        <li>Click <strong>Open in…</strong> and choose a file, or save the plugin to your account.</li>
        <li>In any design file, open the main menu and choose <strong>Plugins → FrameToCode</strong>.</li>
      </ol>
      <p>
        The plugin works in the Figma desktop app and in the browser. Your organisation may need to approve Community
        plugins first; ask your Figma admin if the plugin does not appear.
      </p>
      <h2>Permissions</h2>
      <p>
        Reading a frame&apos;s layers requires <strong>edit permission</strong> on the file. With view-only access, either
        duplicate the file to your drafts or switch to <strong>Dev Mode</strong>, where the plugin runs in inspect mode and
        can still generate code from the selected frame. The plugin never changes your design.
      </p>
      <p>
        The plugin talks only to FrameToCode&apos;s own servers. It sends the structure of the frame you select (layers,
        layout, styles and the images inside it) when you click Generate, and nothing else from your file.
      </p>
      <h2>Signing in</h2>
      <p>
        On first launch the plugin asks you to connect your account. It opens a browser tab on the FrameToCode site; sign in
        or create an account there. When the tab shows <em>Authentication Complete</em>, it closes by itself after a few
        seconds and the plugin picks up your session. If the tab does not open, copy the link the plugin shows into your
        browser.
      </p>
      <h2>The plugin window</h2>
      <ul>
        <li>
          <strong>Selection</strong>: the frame that will be converted. Select exactly one frame, component or group.
        </li>
        <li>
          <strong>Generate</strong>: converts the selection. The button is disabled while nothing suitable is selected.
        </li>
        <li>
          <strong>Code</strong>: one tab per generated file, with a copy button.
        </li>
        <li>
          <strong>Assets</strong>: the images and icons exported for the screen.
        </li>
        <li>
          <strong>Usage</strong>: generations used this month and how many remain.
        </li>
      </ul>
    </>
  );
}
