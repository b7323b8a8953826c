import type { AppContext } from '../context';
import { log } from '../log/logger';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/escape-html';
import { describeDevice } from './device';
import { mailLayout } from './mail-templates';
import type { ClientInfo } from './sessions';

/**
 * Security notices: the owner is told, at the account's address, whenever something that
 * controls access changes (password, email, two-factor, recovery codes) and when the Figma
 * plugin signs in. Sent after the change is committed; a failed send is logged and never
 * undoes or fails the change (as the hosted service's notifications behave).
 */
export type SecurityEvent =
  | { kind: 'password_changed'; viaResetLink: boolean }
  | { kind: 'email_change_requested'; newEmail: string }
  | { kind: 'mfa_enabled' }
  | { kind: 'mfa_disabled'; viaRecoveryLink: boolean }
  | { kind: 'recovery_codes_created' }
  | { kind: 'recovery_code_used'; remaining: number }
  | { kind: 'plugin_signed_in' };

interface Notice {
  subject: string;
  heading: string;
  what: string;
  after?: string;
}

function notice(event: SecurityEvent): Notice {
  switch (event.kind) {
    case 'password_changed':
      return {
        subject: 'Your FrameToCode password was changed',
        heading: 'Your password was changed',
        what: event.viaResetLink
          ? 'The password of your FrameToCode account was changed with a password reset link.'
          : 'The password of your FrameToCode account was changed from your account settings.',
        after:
          'Every other session of your account was signed out; the Figma plugin asks you to sign in again.',
      };
    case 'email_change_requested':
      return {
        subject: 'A new sign-in email was requested for your FrameToCode account',
        heading: 'Email change requested',
        what: `Someone signed in to your FrameToCode account asked to change its sign-in email to ${event.newEmail}.`,
        after:
          'The change applies only once the link we sent to that address is opened. Until then you keep signing in with this address.',
      };
    case 'mfa_enabled':
      return {
        subject: 'Two-factor authentication is on for your FrameToCode account',
        heading: 'Two-factor authentication turned on',
        what: 'Signing in to your FrameToCode account now asks for a code from your authenticator app after the password.',
        after: 'Your other web sessions were signed out. Keep your recovery codes somewhere safe.',
      };
    case 'mfa_disabled':
      return {
        subject: 'Two-factor authentication is off for your FrameToCode account',
        heading: 'Two-factor authentication turned off',
        what: event.viaRecoveryLink
          ? 'Two-factor authentication was turned off with a recovery link sent to this address.'
          : 'Two-factor authentication was turned off in your account settings.',
        after: 'Signing in now needs your password only, and your recovery codes no longer work.',
      };
    case 'recovery_codes_created':
      return {
        subject: 'New two-factor recovery codes for your FrameToCode account',
        heading: 'New recovery codes',
        what: 'A new set of two-factor recovery codes was created for your FrameToCode account.',
        after: 'Any codes you saved before no longer work.',
      };
    case 'recovery_code_used':
      return {
        subject: 'A recovery code was used to sign in to FrameToCode',
        heading: 'Signed in with a recovery code',
        what: 'A two-factor recovery code was used instead of an authenticator code to sign in to your FrameToCode account.',
        after:
          event.remaining === 0
            ? 'That was your last recovery code: create new ones in your account settings.'
            : `${event.remaining} unused recovery ${event.remaining === 1 ? 'code is' : 'codes are'} left.`,
      };
    case 'plugin_signed_in':
      return {
        subject: 'New sign-in to the FrameToCode Figma plugin',
        heading: 'The Figma plugin signed in',
        what: 'The FrameToCode Figma plugin was linked to your account and signed in.',
        after:
          'It stays signed in until it signs out, or until you revoke it under Sessions in your account settings.',
      };
  }
}

export function securityMail(
  siteUrl: string,
  to: string,
  event: SecurityEvent,
  client: ClientInfo,
  when: Date = new Date(),
): MailMessage {
  const n = notice(event);
  const account = `${siteUrl}/account`;
  const where = `${describeDevice(client.userAgent)}, IP address ${client.ip || 'unknown'}`;
  const at = `${when.toUTCString()}`;
  const notYou =
    "If this wasn't you, reset your password right away and choose Sign out everywhere in your account settings.";
  const text = [
    n.heading,
    '',
    n.what,
    ...(n.after ? ['', n.after] : []),
    '',
    `When: ${at}`,
    `Device: ${where}`,
    '',
    `Review your account: ${account}`,
    notYou,
    '',
    '— The FrameToCode team',
  ].join('\n');
  const body = `<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px">${escapeHtml(n.heading)}</h1>
<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(n.what)}</p>
${n.after ? `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(n.after)}</p>` : ''}
<p style="font-size:13px;line-height:1.6;color:#5b6172;margin:0 0 24px">When: ${escapeHtml(at)}<br>Device: ${escapeHtml(where)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(account)}" style="display:inline-block;background:#3b4fd8;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">Review your account</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6172;margin:0">${escapeHtml(notYou)}</p>`;
  return { to, subject: n.subject, text, html: mailLayout(n.subject, body) };
}

/** Sends the notice; never throws (the change it reports is already made). */
export async function sendSecurityMail(
  ctx: AppContext,
  to: string | null | undefined,
  event: SecurityEvent,
  client: ClientInfo,
): Promise<void> {
  if (!to) return;
  try {
    await ctx.mailer.send(securityMail(ctx.config.siteUrl, to, event, client));
  } catch (err) {
    log.warn({ err, component: 'auth', kind: event.kind }, 'sending a security notice failed');
  }
}
