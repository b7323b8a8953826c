import type { LabelHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Marks the label with a red asterisk; the control itself carries `required`. */
  required?: boolean;
}

export function Label({ required, className, children, ...rest }: LabelProps) {
  return (
    <label className={cx('label', className)} {...rest}>
      {children}
      {required ? (
        <span className="label__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
