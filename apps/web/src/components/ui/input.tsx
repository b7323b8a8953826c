import type { InputHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={cx('input', className)} aria-invalid={invalid || undefined} {...rest} />;
}
