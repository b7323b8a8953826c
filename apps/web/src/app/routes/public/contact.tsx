import { DISCORD_URL, SUPPORT_EMAIL } from '@app/shared/site';
import { PublicLayout } from '@/components/layout/public-layout';
import { Card, CardTitle } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { usePageMeta } from '@/lib/use-page-meta';
import '@/features/forms/styles/forms.css';

const OPTIONS = [
  {
    title: 'Email support',
    text: `Questions about your account, billing or generated code: write to ${SUPPORT_EMAIL}. Paying account holders get technical support by email; Pro requests are answered first.`,
    action: <LinkButton href={`mailto:${SUPPORT_EMAIL}`}>Email support</LinkButton>,
  },
  {
    title: 'Report an issue',
    text: 'Found a bug in the plugin, the web app or the output? Send us the details and a screenshot or log file.',
    action: (
      <LinkButton to="/report-issue" variant="secondary">
        Report an issue
      </LinkButton>
    ),
  },
  {
    title: 'Documentation',
    text: 'Installation, generating code, integrating it into an Android project, and answers to common questions.',
    action: (
      <LinkButton to="/docs" variant="secondary">
        Read the docs
      </LinkButton>
    ),
  },
  {
    title: 'Community',
    text: 'Ask other FrameToCode users, share tips and see what is coming next on our Discord server.',
    action: (
      <LinkButton href={DISCORD_URL} external variant="secondary">
        Join Discord
      </LinkButton>
    ),
  },
  {
    title: 'Share feedback',
    text: 'Tell us what works and what does not. Every rating and comment is read by the team.',
    action: (
      <LinkButton to="/feedback" variant="secondary">
        Share feedback
      </LinkButton>
    ),
  },
  {
    title: 'Sales',
    text: 'Need more than 500 generations a month, several seats or team billing? Talk to us about the Team plan.',
    action: (
      <LinkButton to="/contact-sales" variant="secondary">
        Contact sales
      </LinkButton>
    ),
  },
];

export function Component() {
  usePageMeta(
    'Contact Us',
    `Reach the FrameToCode team: email support at ${SUPPORT_EMAIL}, issue reports, documentation, community and sales.`,
  );
  return (
    <PublicLayout>
      <section className="form-page" aria-labelledby="contact-title">
        <div className="container">
          <header className="form-page__header">
            <h1 id="contact-title">Contact us</h1>
            <p>
              The fastest way to reach us is by email at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply on business days,
              usually within 24 hours.
            </p>
          </header>
          <ul className="contact-options">
            {OPTIONS.map((option) => (
              <Card as="li" key={option.title} className="contact-option">
                <CardTitle as="h2">{option.title}</CardTitle>
                <p className="text-muted">{option.text}</p>
                {option.action}
              </Card>
            ))}
          </ul>
        </div>
      </section>
    </PublicLayout>
  );
}
