import { describe, expect, it } from 'vitest';
import { readRestSettings, RestSettingsError } from './rest-settings';

describe('readRestSettings', () => {
  it('defaults to PostgREST defaults: public only, no aggregates, commit, no plans', () => {
    expect(readRestSettings({})).toEqual({
      schemas: ['public'],
      aggregates: false,
      txAllowOverride: false,
      planEnabled: false,
    });
  });

  it('reads DB_PLAN_ENABLED as PostgREST reads db-plan-enabled, and refuses other values', () => {
    expect(readRestSettings({ DB_PLAN_ENABLED: 'true' }).planEnabled).toBe(true);
    expect(readRestSettings({ DB_PLAN_ENABLED: 'FALSE' }).planEnabled).toBe(false);
    expect(() => readRestSettings({ DB_PLAN_ENABLED: 'yes' })).toThrow(
      new RestSettingsError('DB_PLAN_ENABLED must be true or false, got "yes"'),
    );
  });
});
