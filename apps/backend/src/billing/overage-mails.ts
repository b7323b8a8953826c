import { describeOverageCap } from '@app/shared/overage';
import { formatUsd } from '@app/shared/money';
import { STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import { monthlyAllowance } from '@app/shared/usage';
import type { AppContext } from '../context';
import { log } from '../log/logger';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

/**
 * The two mails of a month with starter overage, each sent once per billing cycle: when the
 * first extra generation is charged, and when the monthly cap is reached. Metering marks a
 * mail due in its transaction (billing/metering.ts); the sender claims it after the commit
 * and sends it, and the scheduled job 'overage-mails' sends whatever is still due (a mail
 * server that was down). A claim whose send fails is given back for the next run.
 */
export type OverageMailKind = 'started' | 'cap';

interface DueMail {
  id: string;
  email: string;
  cycle_month: string;
  extra_generations: number;
  extra_charge: number;
  overage_cap_cents: number;
}

const COLUMNS = {
  started: { due: 'overage_started_at', mailed: 'overage_started_mailed_at' },
  cap: { due: 'overage_cap_reached_at', mailed: 'overage_cap_mailed_at' },
} as const;

function monthName(cycleMonth: string): string {
  const [year, month] = cycleMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function nextMonthStart(cycleMonth: string): string {
  const [year, month] = cycleMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The mail's words: plain text first (every client shows it), a simple HTML alongside. */
export function overageMail(kind: OverageMailKind, row: DueMail, siteUrl: string): MailMessage {
  const billing = `${siteUrl}/billing`;
  const month = monthName(row.cycle_month);
  const cap = describeOverageCap(row.overage_cap_cents);
  const subject =
    kind === 'started'
      ? 'You are now using extra generations on FrameToCode'
      : 'You have reached your limit for extra generations on FrameToCode';
  const paragraphs =
    kind === 'started'
      ? [
          `Your ${monthlyAllowance('starter')} free generations for ${month} are used up, so each further generation costs ${formatUsd(STARTER_EXTRA_GENERATION_CENTS)}, charged to your card at the end of the month.`,
          `Extra generations stop at your monthly limit of ${cap}. You can change the limit on your billing page:`,
        ]
      : [
          `You have used ${formatUsd(row.extra_charge)} of extra generations in ${month} (${row.extra_generations} generations), which reaches your monthly limit of ${cap}.`,
          `Generation is paused until your free generations come back on ${nextMonthStart(row.cycle_month)}. To keep generating now, raise the limit on your billing page:`,
        ];
  const text = [...paragraphs, billing, '', '— The FrameToCode team'].join('\n\n');
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(billing)}">Open your billing page</a></p>
<p>— The FrameToCode team</p>`;
  return { to: row.email, subject, text, html };
}

/**
 * Claims the due mails of one kind (of one cycle row, or all) and sends them; returns how
 * many went out. Claiming is an update, so two senders never send the same mail.
 */
type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

async function sendDue(
  ctx: MailContext,
  kind: OverageMailKind,
  cycleId: string | null,
): Promise<number> {
  const { due, mailed } = COLUMNS[kind];
  const claimed = await ctx.db.query<DueMail>(
    `update public.billing_cycles c set ${mailed} = now()
       from auth.users u, public.profiles p
      where u.id = c.user_id and p.id = c.user_id and u.email is not null
        and c.${due} is not null and c.${mailed} is null
        and ($1::uuid is null or c.id = $1::uuid)
      returning c.id, u.email, c.cycle_month, c.extra_generations, c.extra_charge, p.overage_cap_cents`,
    [cycleId],
  );
  let sent = 0;
  for (const row of claimed.rows) {
    try {
      await ctx.mailer.send(overageMail(kind, row, ctx.config.siteUrl));
      sent++;
    } catch (err) {
      log.error(
        { err, cycle: row.id, mail: kind },
        'an overage mail could not be sent; the next run retries it',
      );
      await ctx.db
        .query(`update public.billing_cycles set ${mailed} = null where id = $1`, [row.id])
        .catch(() => undefined);
    }
  }
  return sent;
}

/** Sends the overage mails that are due: of one cycle row (after its commit), or of all. */
export async function sendDueOverageMails(
  ctx: MailContext,
  cycleId: string | null = null,
): Promise<number> {
  // The start of overage is told before its end, when one generation makes both due.
  return (await sendDue(ctx, 'started', cycleId)) + (await sendDue(ctx, 'cap', cycleId));
}
