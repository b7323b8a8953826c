import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';
import { LinkButton } from '@/components/ui/link-button';

export function ClosingCta() {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="closing-cta">
          <h2 id="cta-title">Ship your next screen today</h2>
          <p>
            Create a free account, install the plugin and turn your first Figma frame into Jetpack
            Compose in under a minute.
          </p>
          <div className="cluster closing-cta__actions">
            <LinkButton to="/signup" size="lg" className="closing-cta__primary">
              Get Started for free
            </LinkButton>
            <LinkButton href={PLUGIN_COMMUNITY_URL} external size="lg" variant="secondary">
              Install Plugin
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}
