import { Link } from 'react-router';

interface FaqItem {
  question: string;
  answer: string;
  link: { label: string; to: string };
}

export const SUPPORT_FAQ: readonly FaqItem[] = [
  {
    question: 'How do I get started?',
    answer:
      'Install the FrameToCode plugin from the Figma Community, open it on a design file, sign in with your FrameToCode account, select a frame and choose Generate.',
    link: { label: 'Getting started guide', to: '/docs#getting-started' },
  },
  {
    question: 'Which platforms are supported?',
    answer:
      'FrameToCode generates Android code in Kotlin with Jetpack Compose and Material3. iOS with Swift and SwiftUI is coming soon.',
    link: { label: 'About code generation', to: '/docs#code-generation' },
  },
  {
    question: 'How accurate is the generated code?',
    answer:
      'Layouts, spacing, colours, typography and images are reproduced from your frames with about 99% accuracy. Auto layout and named components give the cleanest results.',
    link: { label: 'How generation works', to: '/docs#code-generation' },
  },
  {
    question: 'Can I customise the generated code?',
    answer:
      'Yes. The output is plain Kotlin you own: rename composables, move them into your modules and wire them to your view models. The integration guide shows how to bring code and assets into Android Studio.',
    link: { label: 'Integration guide', to: '/docs#integration' },
  },
];

/** Frequently asked questions, each pointing at the part of the docs that answers it in full. */
export function SupportFaq() {
  return (
    <section className="support-faq" aria-labelledby="support-faq-title">
      <h2 id="support-faq-title">Frequently asked questions</h2>
      <div className="support-faq__items">
        {SUPPORT_FAQ.map((item) => (
          <article key={item.question} className="support-faq__item">
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
            <Link to={item.link.to}>
              {item.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
