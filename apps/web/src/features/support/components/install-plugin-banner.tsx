import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';
import { LinkButton } from '@/components/ui/link-button';

/** The call to install the Figma plugin, at the foot of the support page. */
export function InstallPluginBanner() {
  return (
    <section className="install-banner" aria-labelledby="install-banner-title">
      <div>
        <h2 id="install-banner-title">Install the FrameToCode plugin</h2>
        <p>
          Turn your Figma frames into Jetpack Compose code without leaving Figma. Free to start,
          with generations included every month.
        </p>
      </div>
      <LinkButton
        href={PLUGIN_COMMUNITY_URL}
        external
        size="lg"
        variant="secondary"
        aria-label="Install Plugin (opens in a new tab)"
      >
        Install Plugin
      </LinkButton>
    </section>
  );
}
