import { ISSUE_REPORT_MESSAGES, issueReportPayloadSchema } from '@app/shared/issue-report';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import { escapeHtml } from '../mail/escape-html';
import { loopbackAliases } from '../http/loopback';
import { json, readJsonObject, type EdgeFunction } from './function';

/** Stores an issue report and mails it to the support address. */
export const reportIssue: EdgeFunction = async (req, { ctx, caller, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to report an issue' }, 405);
  const body = await readJsonObject(req);
  if (!body) return json({ error: 'The request body must be a JSON object' }, 400);
  if (!body.email || !body.description) return json({ error: ISSUE_REPORT_MESSAGES.required }, 400);
  const parsed = issueReportPayloadSchema.safeParse({ severity: 'medium', file_url: null, file_name: null, ...body });
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? 'Invalid report' }, 400);
  const report = parsed.data;
  // An attachment link must point at this site's own issue-attachments bucket (locally,
  // at whichever loopback name the app was opened, which is where it uploaded the file).
  const attachmentPrefixes = [ctx.config.siteUrl, ...loopbackAliases(ctx.config)].map(
    (origin) => `${origin}/storage/v1/object/public/issue-attachments/`,
  );
  if (report.file_url && !attachmentPrefixes.some((prefix) => report.file_url?.startsWith(prefix))) {
    return json({ error: 'The attachment must be uploaded to the issue-attachments bucket' }, 400);
  }
  if (!(await ctx.rateLimiter.hit(`report-issue:ip:${ip}`, { limit: 10, windowSeconds: 3600 }))) {
    return json({ error: 'Too many reports from this address. Please try again later.' }, 429);
  }
  const stored = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
    tx.query<{ id: string }>(
      `insert into public.issue_reports (user_id, email, description, severity, file_url, file_name)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [caller.userId, report.email, report.description, report.severity, report.file_url ?? null, report.file_name ?? null],
    ),
  );
  const id = stored.rows[0]?.id;
  const attachment = report.file_url ? `Attachment: ${report.file_name ?? 'file'} — ${report.file_url}` : 'No attachment';
  await ctx.mailer.send({
    to: ctx.config.supportEmail,
    subject: `[Issue ${report.severity}] Report from ${report.email}`,
    text: `A new issue was reported (id ${id}).\n\nFrom: ${report.email}\nSeverity: ${report.severity}\n${attachment}\n\n${report.description}\n`,
    html: `<p>A new issue was reported (id ${escapeHtml(id ?? '')}).</p>
<p><strong>From:</strong> ${escapeHtml(report.email)}<br><strong>Severity:</strong> ${escapeHtml(report.severity)}<br>${escapeHtml(attachment)}</p>
<pre style="white-space:pre-wrap">${escapeHtml(report.description)}</pre>`,
  });
  return json({ success: true, id });
};
