import { describe, expect, it } from 'vitest';
import { fromDatabaseError, isDatabaseError } from './errors';

const pgError = (code: string, message = `message of ${code}`, detail?: string) => ({
  code,
  message,
  detail,
});

describe('database errors to PostgREST answers', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['42501', 'service_role', 403],
    ['23505', 'authenticated', 409],
    ['23503', 'authenticated', 409],
    ['23502', 'authenticated', 400],
    ['23514', 'authenticated', 400],
    ['22P02', 'anon', 400],
    ['P0001', 'anon', 400],
    ['PT404', 'anon', 404],
    ['42883', 'anon', 404],
    ['25006', 'anon', 405],
  ] as const)(
    '%s as %s answers %i with the message, detail and code kept',
    (code, role, status) => {
      const mapped = fromDatabaseError(
        pgError(code, 'visible text', 'Key (id)=(1) already exists.'),
        role,
      );
      expect(mapped.status).toBe(status);
      expect(mapped.body()).toEqual({
        code,
        message: 'visible text',
        details: 'Key (id)=(1) already exists.',
        hint: null,
      });
    },
  );

  it('hides what is not the client’s doing: syntax errors, internal errors, connection trouble', () => {
    const syntax = fromDatabaseError(pgError('42601', 'syntax error at or near "select"'), 'anon');
    expect(syntax.status).toBe(400);
    expect(JSON.stringify(syntax.body())).not.toMatch(/syntax error|select/);
    const internal = fromDatabaseError(
      pgError('XX000', 'cache lookup failed for relation 1234'),
      'anon',
    );
    expect(JSON.stringify(internal.body())).not.toContain('cache lookup');
    expect(fromDatabaseError(pgError('08006'), 'anon').status).toBe(503);
    expect(
      fromDatabaseError(pgError('57014', 'canceling statement due to statement timeout'), 'anon')
        .status,
    ).toBe(503);
    expect(fromDatabaseError(pgError('PT500'), 'anon').status).toBe(400);
  });

  it('recognises driver errors by their SQLSTATE only', () => {
    expect(isDatabaseError(pgError('23505'))).toBe(true);
    expect(isDatabaseError(new Error('boom'))).toBe(false);
    expect(isDatabaseError({ code: 'ECONNREFUSED', message: 'x' })).toBe(false);
  });
});
