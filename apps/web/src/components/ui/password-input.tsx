import { useState } from 'react';
import { cx } from '@/lib/cx';
import { Input, type InputProps } from './input';
import './password-input.css';

/** A password field with a show/hide button, so a long password can be checked before sending. */
export function PasswordInput({ className, ...rest }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        {...rest}
        type={visible ? 'text' : 'password'}
        className={cx('password-input__control', className)}
      />
      <button
        type="button"
        className="password-input__toggle"
        // One fixed name with a pressed state: a name that flips as well would announce the opposite.
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={rest.id}
        onClick={() => setVisible((current) => !current)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          {visible ? null : (
            <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          )}
        </svg>
      </button>
    </div>
  );
}
