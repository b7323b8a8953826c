import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Errors and warnings interrupt (role=alert); success and info are announced politely (role=status). */
export function Alert({ variant = 'info', title, className, children }: AlertProps) {
  const role = variant === 'error' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('alert', `alert--${variant}`, className)}>
      <div className="alert__body">
        {title ? <strong className="alert__title">{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
