import { FeatureIcon, type FeatureIconName } from './feature-icon';

const STEPS: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'pen',
    title: 'Design in Figma',
    text: 'Build your screen with frames, auto layout and components the way you already do.',
  },
  {
    icon: 'plug',
    title: 'Launch the plugin',
    text: 'Open FrameToCode from the Plugins menu and sign in to your account once.',
  },
  {
    icon: 'code',
    title: 'Generate code',
    text: 'Select a frame and press Generate. Review the Kotlin and the exported assets right in the plugin.',
  },
  {
    icon: 'download',
    title: 'Import into your IDE',
    text: 'Copy the code or download the files and drop them, with their assets, into Android Studio.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="section section--muted" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title">Four steps from design to app</h2>
          <p>No new tool to learn: the plugin lives where your designs already are.</p>
        </div>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <FeatureIcon name={step.icon} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
