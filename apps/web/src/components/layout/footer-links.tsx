import { Link } from 'react-router';

/** One footer link: a page of the app (`to`), or an address outside it (`href`). */
export type FooterLink =
  { label: string; to: string } | { label: string; href: string; external?: boolean };

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A footer's list of links, one item each, in the order given. */
export function FooterLinks({
  links,
  className,
}: {
  links: readonly FooterLink[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          {'to' in link ? (
            <Link to={link.to}>{link.label}</Link>
          ) : (
            <a href={link.href} {...(link.external ? external : {})}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
