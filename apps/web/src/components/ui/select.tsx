import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
  options: readonly (SelectOption | string)[];
  /** Text of an empty first option, e.g. 'Select a country'. */
  placeholder?: string;
}

export function Select({ invalid, options, placeholder, className, ...rest }: SelectProps) {
  return (
    <select className={cx('select', className)} aria-invalid={invalid || undefined} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
