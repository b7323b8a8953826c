import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DISCORD_URL, SUPPORT_EMAIL } from '@app/shared/site';

interface SupportOption {
  title: string;
  description: string;
  action: string;
  icon: ReactNode;
  /** In-app route. */
  to?: string;
  /** External site (new tab) or mailto link. */
  href?: string;
  external?: boolean;
}

const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

export const SUPPORT_OPTIONS: readonly SupportOption[] = [
  {
    title: 'Join Discord',
    description: 'Ask the community, share what you built and hear about new releases first.',
    action: 'Open Discord',
    href: DISCORD_URL,
    external: true,
    icon: icon(
      'M17 20l-2-3H9l-2 3c-2.5-.8-4-2-4-2 0-6 2-11 2-11s2-2 5-2l.5 1h3l.5-1c3 0 5 2 5 2s2 5 2 11c0 0-1.5 1.2-4 2zM9 13h.01M15 13h.01',
    ),
  },
  {
    title: 'Documentation',
    description: 'Step-by-step guides for the plugin, the generated Compose code and your IDE.',
    action: 'Read the docs',
    to: '/docs',
    icon: icon('M4 5a2 2 0 012-2h12v16H6a2 2 0 00-2 2zm0 0v16M8 7h6M8 11h6'),
  },
  {
    title: 'Email Support',
    description: `Write to ${SUPPORT_EMAIL}. Technical support by email comes with the Pro and Team plans.`,
    action: 'Send an email',
    href: `mailto:${SUPPORT_EMAIL}`,
    icon: icon('M3 6h18v12H3zM3 7l9 6 9-6'),
  },
  {
    title: 'Report an Issue',
    description:
      'Something broke or the generated code looks wrong? Tell us, with a screenshot if you can.',
    action: 'Report an issue',
    to: '/report-issue',
    icon: icon(
      'M12 9v4m0 4h.01M10.3 3.9L2 18a2 2 0 001.7 3h16.6a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
    ),
  },
  {
    title: 'Share Feedback',
    description: 'Rate FrameToCode and tell us what would make your workflow better.',
    action: 'Share feedback',
    to: '/feedback',
    icon: icon('M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12z'),
  },
];

/** The five ways to get help, each a card that is one link. */
export function SupportOptions() {
  return (
    <ul className="support-options" aria-label="Ways to get help">
      {SUPPORT_OPTIONS.map((option) => {
        const body = (
          <>
            <span className="support-options__icon">{option.icon}</span>
            <span className="support-options__title">{option.title}</span>
            <span className="support-options__description">{option.description}</span>
            <span className="support-options__action">
              {option.action}
              {option.external ? (
                <span className="visually-hidden"> (opens in a new tab)</span>
              ) : null}
              <span aria-hidden="true"> →</span>
            </span>
          </>
        );
        return (
          <li key={option.title}>
            {option.to ? (
              <Link className="support-options__card" to={option.to} aria-label={option.title}>
                {body}
              </Link>
            ) : (
              <a
                className="support-options__card"
                href={option.href}
                aria-label={option.external ? `${option.title} (opens in a new tab)` : option.title}
                {...(option.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
