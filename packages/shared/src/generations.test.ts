import { describe, expect, it } from 'vitest';
import { chargeBadgeLabel, generationTypeLabel } from './generations';

describe('chargeBadgeLabel', () => {
  it('labels charged and free generations', () => {
    expect(chargeBadgeLabel(true)).toBe('Charged');
    expect(chargeBadgeLabel(false)).toBe('Free');
    expect(chargeBadgeLabel(null)).toBe('Free');
  });
});

describe('generationTypeLabel', () => {
  it.each([
    ['component', 'Component'],
    ['full_screen', 'Full screen'],
    ['multi-frame  export', 'Multi frame export'],
    ['', 'Unknown'],
    [null, 'Unknown'],
  ])('%j → %j', (type, label) => {
    expect(generationTypeLabel(type)).toBe(label);
  });
});
