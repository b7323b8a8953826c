import nodemailer from 'nodemailer';
import type { Database } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}

/** Local default: every mail is stored and shown at /_dev/mailbox. */
export function devMailbox(db: Database): Mailer {
  return {
    kind: 'dev-mailbox',
    async send({ to, subject, text, html }) {
      await db.query(
        'insert into _app.mailbox ("to", subject, text, html) values ($1, $2, $3, $4)',
        [to, subject, text, html ?? null],
      );
    },
  };
}

/** Production: mail goes out over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
  };
}
