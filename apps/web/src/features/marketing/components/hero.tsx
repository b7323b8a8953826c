import { DEMO_VIDEO_URL, PLUGIN_COMMUNITY_URL } from '@app/shared/site';
import { LinkButton } from '@/components/ui/link-button';
import { useFeatureFlags } from '@/config/use-feature-flags';

const STATS = [
  { value: '10x', label: 'Faster development' },
  { value: '99%', label: 'Accuracy' },
  { value: '85k+', label: 'Code generations' },
];

/** Landing hero: headline, Install Plugin, the flag-gated AI chip and demo button, and the stats. */
export function Hero() {
  const flags = useFeatureFlags();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        {flags.showAiChip ? (
          <p className="hero__chip" data-testid="ai-chip">
            <span aria-hidden="true">✦</span> Powered by AI
          </p>
        ) : null}
        <h1 id="hero-title" className="hero__title">
          Turn Figma designs into <span className="hero__accent">native Android code</span>
        </h1>
        <p className="hero__lead">
          FrameToCode converts your mobile UI designs into clean Kotlin and Jetpack Compose, ready
          to drop into Android Studio. Select a frame, press generate, ship the screen.
        </p>
        <div className="hero__actions">
          <LinkButton href={PLUGIN_COMMUNITY_URL} external size="lg">
            Install Plugin
          </LinkButton>
          {flags.showDemoButton ? (
            <LinkButton href={DEMO_VIDEO_URL} external size="lg" variant="secondary">
              Watch Demo
            </LinkButton>
          ) : null}
        </div>
        <dl className="hero__stats">
          {STATS.map((stat) => (
            <div key={stat.value} className="hero__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
