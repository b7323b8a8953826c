import {
  checkPasswordRules,
  passwordStrength,
  type PasswordStrength,
} from '@app/shared/validation';
import { cx } from '@/lib/cx';
import './password-strength-meter.css';

const STRENGTH_LABEL: Record<PasswordStrength, string> = {
  none: 'None',
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};

function RuleIcon({ passed }: { passed: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {passed ? (
        <path
          d="M3.5 8.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}

/**
 * The live strength meter and rule checklist of the sign-up form: none with no rule met,
 * weak with one or two, medium with three, strong with all four.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const rules = checkPasswordRules(password);
  return (
    <div
      id={id}
      className={cx('password-meter', `password-meter--${strength}`)}
      data-strength={strength}
    >
      <div className="password-meter__bar" aria-hidden="true">
        <span className="password-meter__segment" />
        <span className="password-meter__segment" />
        <span className="password-meter__segment" />
      </div>
      <p className="password-meter__label" aria-live="polite">
        Password strength: <strong>{STRENGTH_LABEL[strength]}</strong>
      </p>
      <ul className="password-rules" aria-label="Password requirements">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={cx('password-rules__item', rule.passed && 'password-rules__item--passed')}
          >
            <RuleIcon passed={rule.passed} />
            <span>
              {rule.label}
              <span className="visually-hidden">{rule.passed ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
