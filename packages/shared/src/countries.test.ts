import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountry } from './countries';

describe('COUNTRIES', () => {
  it('lists 195 sovereign states without duplicates', () => {
    expect(COUNTRIES).toHaveLength(195);
    expect(new Set(COUNTRIES).size).toBe(195);
  });
  it('is sorted', () => {
    expect([...COUNTRIES]).toEqual([...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES[0]).toBe('Afghanistan');
    expect(COUNTRIES.at(-1)).toBe('Zimbabwe');
  });
  it.each(['United States', 'United Kingdom', 'Germany', 'Holy See', 'Palestine', "Côte d'Ivoire"])(
    'includes %s',
    (name) => {
      expect(isCountry(name)).toBe(true);
    },
  );
  it('rejects names outside the list', () => {
    expect(isCountry('Atlantis')).toBe(false);
    expect(isCountry('united states')).toBe(false);
    expect(isCountry(42)).toBe(false);
  });
  it('is frozen', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
  });
});
