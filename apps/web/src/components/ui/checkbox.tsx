import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox wrapped in its label, so the whole text is clickable. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('checkbox', className)}>
      <input type="checkbox" className="checkbox__input" {...rest} />
      <span>{label}</span>
    </label>
  );
}
