import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return (
    <textarea className={cx('textarea', className)} aria-invalid={invalid || undefined} {...rest} />
  );
}
