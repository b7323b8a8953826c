import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  children: ReactNode;
}

type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'> &
  (
    | { to: string; href?: never; external?: never }
    /** A plain anchor: external sites, mailto links and same-page anchors. `external` opens a new tab. */
    | { href: string; to?: never; external?: boolean }
  );

/** A link that looks like a button: in-app routes use `to`, everything else `href`. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  children,
  to,
  href,
  external,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClassName(variant, size, block, className);
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
