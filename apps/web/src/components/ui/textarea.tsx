import type { TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return <textarea className={cx('textarea', className)} aria-invalid={invalid || undefined} {...rest} />;
}
