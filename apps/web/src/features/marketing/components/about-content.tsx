import { LinkButton } from '@/components/ui/link-button';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

const TILES: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Lightning Fast',
    text: 'A whole screen of Compose code in seconds, straight from the frame you are looking at in Figma.',
  },
  {
    icon: 'code',
    title: 'Clean Code',
    text: 'Readable Kotlin with Material3 components, a theme and previews: code you would be happy to review.',
  },
  {
    icon: 'clock',
    title: 'Save Time',
    text: 'Skip the hours of rebuilding layouts by hand and spend them on state, data and the details users notice.',
  },
  {
    icon: 'layout',
    title: 'Smart Design',
    text: 'Auto layout, components and styles become Columns, Rows, composable functions and theme values.',
  },
];

/** The About page body: mission, the four feature tiles and a call to action. */
export function AboutContent() {
  return (
    <>
      <section className="section about-hero" aria-labelledby="about-title">
        <div className="container container--narrow">
          <p className="eyebrow">About us</p>
          <h1 id="about-title">Our mission</h1>
          <p className="about-hero__lead">
            We believe the distance between a finished design and a running app should be measured
            in minutes, not days. FrameToCode exists to remove the most repetitive part of mobile
            development, translating a layout from Figma into code by hand, so that designers and
            developers can spend their time on the work only people can do.
          </p>
          <p className="text-muted">
            We are a small team of Android developers and product designers who have been on both
            sides of the handoff. We build a tool we want to use ourselves: one that produces the
            code a careful developer would write, respects the structure designers put into their
            files, and stays out of the way.
          </p>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="about-features-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="about-features-title">What we focus on</h2>
          </div>
          <ul className="feature-grid about-tiles">
            {TILES.map((tile) => (
              <li key={tile.title} className="card card--padded feature-card">
                <FeatureIcon name={tile.icon} />
                <h3>{tile.title}</h3>
                <p>{tile.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="about-cta-title">
        <div className="container container--narrow" style={{ textAlign: 'center' }}>
          <h2 id="about-cta-title">Try it on your own designs</h2>
          <p className="text-muted">
            The Starter plan is free. Install the plugin, pick a frame and see the code.
          </p>
          <LinkButton to="/signup" size="lg">
            Get Started
          </LinkButton>
        </div>
      </section>
    </>
  );
}
