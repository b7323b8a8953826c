import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export function Badge({
  variant = 'neutral',
  className,
  children,
}: {
  variant?: BadgeVariant;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cx('badge', `badge--${variant}`, className)}>{children}</span>;
}
