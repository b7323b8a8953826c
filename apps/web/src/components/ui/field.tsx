import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Label } from './label';

/** Props a field hands to its control, so label, hint and error are wired up for assistive tech. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error text. The control is rendered by the child function:
 * `<Field id="email" label="Email" required>{(p) => <Input type="email" {...p} />}</Field>`.
 */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, required, invalid: Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
