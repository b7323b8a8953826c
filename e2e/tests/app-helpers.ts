import type { Page } from '@playwright/test';
import { expect, signIn } from '../support/fixtures';
import type { E2eServer } from '../support/server';

/** A generation row as the tests insert it through the service role. */
export interface GenerationSeed {
  name: string;
  type?: string;
  charged?: boolean;
  created_at: string;
}

/** Inserts generations for a user with the service role, as the server would record them. */
export async function insertGenerations(
  server: E2eServer,
  userId: string,
  rows: readonly GenerationSeed[],
): Promise<void> {
  const { error } = await server.admin
    .from('generations')
    .insert(rows.map((r) => ({ type: 'full_screen', charged: false, ...r, user_id: userId })));
  expect(error).toBeNull();
}

/** The 'YYYY-MM' UTC month the app treats as the current billing cycle. */
export function currentCycleMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A new confirmed user, signed in through /login and landed on the dashboard. */
export async function signedInUser(page: Page, server: E2eServer, label = 'app') {
  const user = await server.createUser({
    email: `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  return user;
}

/** ISO timestamps `minutes` apart, newest first, ending `minutes` before now. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
