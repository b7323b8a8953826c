import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/escape-html';

/** The auth mails FrameToCode sends: plain text first (every client shows it), HTML alongside. */

interface Template {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  validity: string;
  ignore: string;
}

const TEMPLATES = {
  signup: {
    subject: 'Confirm your email for FrameToCode',
    heading: 'Confirm your email',
    intro:
      'Thanks for signing up for FrameToCode. Confirm your email address to activate your account and start turning your Figma designs into Jetpack Compose code.',
    button: 'Confirm my email',
    validity: 'This link works once and expires in 24 hours.',
    ignore:
      "If you didn't create a FrameToCode account, you can ignore this email; no account will be activated.",
  },
  recovery: {
    subject: 'Reset your FrameToCode password',
    heading: 'Reset your password',
    intro:
      'We received a request to reset the password of your FrameToCode account. Choose a new password with the link below.',
    button: 'Choose a new password',
    validity: 'This link works once and expires in 1 hour.',
    ignore:
      "If you didn't ask for a password reset, you can ignore this email; your password stays the same.",
  },
  email_change: {
    subject: 'Confirm your new email for FrameToCode',
    heading: 'Confirm your new email',
    intro:
      'You asked to change the email address of your FrameToCode account to this one. Confirm the change with the link below; until then you keep signing in with your current address.',
    button: 'Confirm new email',
    validity: 'This link works once and expires in 24 hours.',
    ignore:
      "If you didn't ask for this change, you can ignore this email; your account keeps its current address.",
  },
  // A sign-up of an address that already has an account: the answer cannot say so (it
  // would tell anyone which addresses are registered), so the mailbox tells the owner.
  existing_account: {
    subject: 'You already have a FrameToCode account',
    heading: 'You already have an account',
    intro:
      'Someone, perhaps you, tried to create a FrameToCode account with this email address, which already has one. Sign in with your password to carry on.',
    button: 'Sign in',
    validity:
      'Forgot your password? Choose "Forgot password?" on the sign-in page to get a reset link.',
    ignore:
      "If you didn't try to sign up, you can ignore this email; nothing has changed on your account.",
  },
} satisfies Record<string, Template>;

export type AuthMailKind = keyof typeof TEMPLATES;

export function authMail(kind: AuthMailKind, to: string, link: string): MailMessage {
  const t = TEMPLATES[kind];
  const text = [
    `${t.heading}`,
    '',
    t.intro,
    '',
    `${t.button}: ${link}`,
    '',
    t.validity,
    t.ignore,
    '',
    '— The FrameToCode team',
  ].join('\n');
  const body = `<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px">${escapeHtml(t.heading)}</h1>
<p style="font-size:15px;line-height:1.6;margin:0 0 24px">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#3b4fd8;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6172;margin:0 0 8px">${escapeHtml(t.validity)} If the button does not work, copy this address into your browser:</p>
<p style="font-size:12px;line-height:1.5;word-break:break-all;margin:0 0 24px"><a href="${escapeHtml(link)}" style="color:#3b4fd8">${escapeHtml(link)}</a></p>
<p style="font-size:13px;line-height:1.6;color:#5b6172;margin:0">${escapeHtml(t.ignore)}</p>`;
  const html = mailLayout(t.subject, body);
  return { to, subject: t.subject, text, html };
}

/** The frame every FrameToCode mail shares: brand line, white card, footer; `body` is trusted HTML. */
export function mailLayout(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f6fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1f2a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6fa;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dde1ea;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;letter-spacing:.02em;color:#3b4fd8;padding-bottom:20px">FrameToCode</td></tr>
<tr><td>${body}</td></tr>
</table>
<p style="font-size:12px;color:#8a90a0;margin:16px 0 0">FrameToCode · Figma designs to native Android code</p>
</td></tr></table></body></html>`;
}
