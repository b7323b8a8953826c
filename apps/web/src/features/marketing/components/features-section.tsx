import { FeatureIcon, type FeatureIconName } from './feature-icon';

const FEATURES: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Instant Generation',
    text: 'Select a frame in Figma and get a complete Compose screen in seconds: layouts, text styles, colours, spacing and images, with no hand translation of redlines.',
  },
  {
    icon: 'code',
    title: 'Clean Code Output',
    text: 'Idiomatic Kotlin with Material3 components, stateless composables, modifiers in a readable order and previews included, so the code passes review like code you wrote yourself.',
  },
  {
    icon: 'broom',
    title: 'Reduce technical debt',
    text: 'Consistent structure across every screen, design tokens pulled into a theme instead of magic numbers, and no copy-pasted layout code drifting out of sync with the design.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">From frame to production-ready Compose</h2>
          <p>
            Spend your time on behaviour and data, not on rebuilding a layout someone already
            designed.
          </p>
        </div>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card card--padded feature-card">
              <FeatureIcon name={feature.icon} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
