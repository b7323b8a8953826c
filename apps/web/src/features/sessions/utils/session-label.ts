import type { AccountSession } from '../api/get-account-sessions';

/** The session's name in the list: what signed in, and on which device. */
export function sessionTitle(session: AccountSession): string {
  return session.kind === 'plugin' ? 'Figma plugin' : session.device;
}

/** "Active now" within two minutes, else the date and time it was last used. */
export function lastActiveText(session: AccountSession, now: number = Date.now()): string {
  if (session.current) return 'This browser · Active now';
  const at = Date.parse(session.last_active_at);
  if (now - at < 2 * 60_000) return 'Active now';
  return `Last active ${new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
}
