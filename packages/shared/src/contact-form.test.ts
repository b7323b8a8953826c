import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  CONTACT_MODAL_TITLE,
  CONTACT_SUCCESS_MESSAGE,
  validateContactRequest,
} from './contact-form';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  job_title: 'CTO',
  email: 'ada@example.com',
  company_size: '11-50',
  message: 'We would like seats for our team.',
};

describe('validateContactRequest', () => {
  it('accepts a complete request and trims it', () => {
    expect(validateContactRequest({ ...valid, first_name: '  Ada ' })).toEqual({
      ok: true,
      value: valid,
    });
  });
  it('requires every field', () => {
    const result = validateContactRequest({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(Object.keys(valid).sort());
    expect(result.errors.first_name).toBe('First name is required');
    expect(result.errors.country).toBe('Please select a country');
    expect(result.errors.company_size).toBe('Please select a company size');
  });
  it('treats blank text as missing', () => {
    const result = validateContactRequest({ ...valid, message: '   ' });
    expect(result).toEqual({ ok: false, errors: { message: 'Message is required' } });
  });
  it('rejects a country outside the list', () => {
    const result = validateContactRequest({ ...valid, country: 'Atlantis' });
    expect(result).toEqual({ ok: false, errors: { country: 'Please select a country' } });
  });
  it('rejects a malformed work email', () => {
    const result = validateContactRequest({ ...valid, email: 'ada@' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
  });
  it('accepts only the listed company sizes', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501+']);
    for (const size of COMPANY_SIZES) {
      expect(validateContactRequest({ ...valid, company_size: size }).ok).toBe(true);
    }
    expect(validateContactRequest({ ...valid, company_size: '1000+' }).ok).toBe(false);
  });
  it('caps lengths', () => {
    const result = validateContactRequest({ ...valid, first_name: 'a'.repeat(101) });
    expect(result).toEqual({
      ok: false,
      errors: { first_name: 'First name must be at most 100 characters' },
    });
  });
});

describe('contact texts', () => {
  it('pins the success message and modal title', () => {
    expect(CONTACT_SUCCESS_MESSAGE).toBe("Message sent successfully! We'll be in touch soon.");
    expect(CONTACT_MODAL_TITLE).toBe("Let's discuss your project");
  });
});
