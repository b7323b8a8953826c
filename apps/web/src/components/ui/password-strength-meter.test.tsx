// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(cleanup);

function meter(password: string) {
  const { container } = render(<PasswordStrengthMeter password={password} />);
  return container.querySelector('.password-meter') as HTMLElement;
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'none', 'None'],
    ['!!!', 'none', 'None'],
    ['abc', 'weak', 'Weak'],
    ['abcDEF', 'weak', 'Weak'],
    ['abcdefgh1', 'medium', 'Medium'],
    ['Abcdefg1', 'strong', 'Strong'],
  ])('shows %j as %s', (password, strength, label) => {
    const element = meter(password);
    expect(element.dataset.strength).toBe(strength);
    expect(element.className).toContain(`password-meter--${strength}`);
    expect(within(element).getByText(label).tagName).toBe('STRONG');
  });

  it('ticks each of the four rules as it is met', () => {
    meter('abcdefgH');
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters (met)',
      'One uppercase letter (met)',
      'One lowercase letter (met)',
      'One number (not met)',
    ]);
    expect(items.map((item) => item.classList.contains('password-rules__item--passed'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('announces the strength politely as the password changes', () => {
    const { rerender, container } = render(<PasswordStrengthMeter password="a" />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Password strength: Weak');
    rerender(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(live?.textContent).toBe('Password strength: Strong');
  });
});
