import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// `code`, **bold** or [label](href), whichever comes first.
const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only site-relative paths, in-page anchors, mailto and http(s) links are rendered as links. */
function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|mailto:|https?:\/\/)/i.test(href);
}

/**
 * Renders a string with a tiny inline markup (`code`, **bold**, [links](/path)) as React
 * elements. Everything else is text, so content can never inject markup.
 */
export function InlineText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, code, bold, label, href] = match;
    const key = `${index}`;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key}>{bold}</strong>);
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      nodes.push(
        href.startsWith('/') ? (
          <Link key={key} to={href}>
            {label}
          </Link>
        ) : (
          <a
            key={key}
            href={href}
            {...(/^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </a>
        ),
      );
    } else nodes.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return (
    <>
      {nodes.map((node, i) => (
        <Fragment key={i}>{node}</Fragment>
      ))}
    </>
  );
}
