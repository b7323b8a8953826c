import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={cx('input', className)} aria-invalid={invalid || undefined} {...rest} />;
}
