import { describe, expect, it } from 'vitest';
import {
  chargeBadgeLabel,
  generationNameError,
  generationTypeLabel,
  normalizeGenerationName,
} from './generations';

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

describe('generation names', () => {
  it('trims and folds white space and control characters into single spaces', () => {
    expect(normalizeGenerationName('  Home\t/ Feed\n\n ')).toBe('Home / Feed');
    expect(normalizeGenerationName('a\u0000b')).toBe('a b');
  });
  it('asks for a name, and at most 200 characters of it', () => {
    expect(generationNameError('   ')).toBe('Enter a name for the generation.');
    expect(generationNameError('x'.repeat(200))).toBeNull();
    expect(generationNameError('x'.repeat(201))).toBe(
      'A generation name can be at most 200 characters.',
    );
    // Counted in characters, not UTF-16 units.
    expect(generationNameError('😀'.repeat(200))).toBeNull();
  });
});
