import { describe, expect, it } from 'vitest';
import { isRecoveryCodeShape, normaliseRecoveryCode } from './mfa-recovery-codes';

describe('recovery code shape', () => {
  it('reads codes as typed: any case, spaces or dashes, look-alike letters', () => {
    expect(normaliseRecoveryCode(' 7K2MQ-ZX9PA ')).toBe('7k2mqzx9pa');
    expect(normaliseRecoveryCode('iLo00-abcde')).toBe('11000abcde');
    expect(isRecoveryCodeShape('7k2mq-zx9pa')).toBe(true);
    expect(isRecoveryCodeShape('7K2MQ ZX9PA')).toBe(true);
  });

  it('tells a TOTP code and junk from a recovery code', () => {
    expect(isRecoveryCodeShape('123456')).toBe(false);
    expect(isRecoveryCodeShape('7k2mq-zx9p')).toBe(false);
    expect(isRecoveryCodeShape('7k2mq-zx9pu')).toBe(false);
    expect(isRecoveryCodeShape('7k2mq-zx9pa1')).toBe(false);
  });
});
