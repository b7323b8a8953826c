import { z } from 'zod';
import { RESET_PASSWORD_MIN_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH } from './limits';

/** Sign-in, sign-up and password-reset rules: what a form accepts before it calls the server. */

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const RESET_PASSWORD_TOO_SHORT = `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters long`;
export const CREDENTIALS_REQUIRED =
  'You must provide either an email or phone number and a password';
export const INVALID_EMAIL = 'Please enter a valid email address';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  label: string;
  passed: boolean;
}

const PASSWORD_RULES: readonly { id: PasswordRuleId; label: string; test: RegExp }[] = [
  {
    id: 'length',
    label: `At least ${SIGNUP_PASSWORD_MIN_LENGTH} characters`,
    test: new RegExp(`^[\\s\\S]{${SIGNUP_PASSWORD_MIN_LENGTH},}$`, 'u'),
  },
  { id: 'uppercase', label: 'One uppercase letter', test: /\p{Lu}/u },
  { id: 'lowercase', label: 'One lowercase letter', test: /\p{Ll}/u },
  { id: 'number', label: 'One number', test: /\p{Nd}/u },
];

/** The signup checklist: each rule with whether the password meets it, in display order. */
export function checkPasswordRules(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, passed: test.test(password) }));
}

export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

/** 0 rules met → none, 1-2 → weak, 3 → medium, 4 → strong. */
export function passwordStrength(password: string): PasswordStrength {
  const met = checkPasswordRules(password).filter((rule) => rule.passed).length;
  if (met === 0) return 'none';
  if (met <= 2) return 'weak';
  return met === 3 ? 'medium' : 'strong';
}

/**
 * The one password policy (the sign-up rules), enforced by the auth server on
 * sign-up, password change and reset: what failed, in GoTrue's weak_password reason words
 * ('length', 'characters'), empty when the password passes.
 */
export function passwordPolicyProblems(password: string): ('length' | 'characters')[] {
  const failed = checkPasswordRules(password).filter((rule) => !rule.passed);
  const problems: ('length' | 'characters')[] = [];
  if (failed.some((rule) => rule.id === 'length')) problems.push('length');
  if (failed.some((rule) => rule.id !== 'length')) problems.push('characters');
  return problems;
}

/** The server's answer to a password that fails the policy, worded like the checklist. */
export const WEAK_PASSWORD_MESSAGE = `Password must be at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters long and include an uppercase letter, a lowercase letter and a number.`;

/**
 * Signup submit is disabled while a typed password fails a rule. An empty password does
 * not disable it by this rule (the required field and the server answer that case).
 */
export function isSignupSubmitDisabled(password: string): boolean {
  return password.length > 0 && checkPasswordRules(password).some((rule) => !rule.passed);
}

/**
 * The reset-password form's error, or null. When both rules fail the mismatch wins:
 * it is the mistake the user is most likely to fix by retyping.
 */
export function validateResetPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < RESET_PASSWORD_MIN_LENGTH) return RESET_PASSWORD_TOO_SHORT;
  return null;
}

/** A trimmed, syntactically valid email address (at most 254 characters, per RFC 5321). */
export const emailSchema = z.string().trim().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL));

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Sign-up or sign-in needs an email or a phone, plus a password. */
export function credentialsError(input: {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
}): string | null {
  const hasId = Boolean(input.email?.trim() || input.phone?.trim());
  return hasId && input.password ? null : CREDENTIALS_REQUIRED;
}
