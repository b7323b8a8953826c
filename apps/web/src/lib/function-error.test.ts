import { describe, expect, it } from 'vitest';
import { functionErrorMessage } from './function-error';

const failure = (body: string) => ({ context: new Response(body, { status: 400 }) });

describe('functionErrorMessage', () => {
  it('reads the error text a function answered with', async () => {
    expect(
      await functionErrorMessage(
        failure('{"code":"invalid_request","error":"Please fill in all required fields"}'),
        'x',
      ),
    ).toBe('Please fill in all required fields');
  });

  it('falls back to the message field (a gateway’s answer), then to the fallback', async () => {
    expect(
      await functionErrorMessage(
        failure('{"code":401,"message":"Missing authorization header"}'),
        'x',
      ),
    ).toBe('Missing authorization header');
    expect(await functionErrorMessage(failure('not json'), 'An unexpected error occurred')).toBe(
      'An unexpected error occurred',
    );
    expect(
      await functionErrorMessage(new Error('network'), 'Failed to create portal session'),
    ).toBe('Failed to create portal session');
  });
});
