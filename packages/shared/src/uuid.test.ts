import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts the canonical form in either case and nothing else', () => {
    expect(isUuid('0b4f6d0e-2c1a-4f7e-9d3b-5a6c7e8f9a0b')).toBe(true);
    expect(isUuid('0B4F6D0E-2C1A-4F7E-9D3B-5A6C7E8F9A0B')).toBe(true);
    expect(isUuid('0b4f6d0e2c1a4f7e9d3b5a6c7e8f9a0b')).toBe(false);
    expect(isUuid('0b4f6d0e-2c1a-4f7e-9d3b-5a6c7e8f9a0b ')).toBe(false);
    expect(isUuid("' or 1=1 --")).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
