import { ISSUE_REPORT_MESSAGES, issueReportPayloadSchema } from '@app/shared/issue-report';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import { escapeHtml } from '../mail/escape-html';
import { loopbackAliases } from '../http/loopback';
import { edgeFunction, functionError, json, readJsonObject } from './function';

/** Stores an issue report and mails it to the support address. */
export const reportIssue = edgeFunction(
  ['POST'],
  'Use POST to report an issue',
  async (req, { ctx, caller, ip }) => {
    const body = await readJsonObject(req);
    if (!body) return functionError(400, 'The request body must be a JSON object');
    if (!body.email || !body.description) return functionError(400, ISSUE_REPORT_MESSAGES.required);
    const parsed = issueReportPayloadSchema.safeParse({
      severity: 'medium',
      file_url: null,
      file_name: null,
      ...body,
    });
    if (!parsed.success)
      return functionError(400, parsed.error.issues[0]?.message ?? 'Invalid report');
    const report = parsed.data;
    // An attachment link must point at this site's own issue-attachments bucket (locally,
    // at whichever loopback name the app was opened, which is where it uploaded the file).
    const attachmentPrefixes = [ctx.config.siteUrl, ...loopbackAliases(ctx.config)].map(
      (origin) => `${origin}/storage/v1/object/public/issue-attachments/`,
    );
    if (
      report.file_url &&
      !attachmentPrefixes.some((prefix) => report.file_url?.startsWith(prefix))
    ) {
      return functionError(400, 'The attachment must be uploaded to the issue-attachments bucket');
    }
    if (!(await ctx.rateLimiter.hit(`report-issue:ip:${ip}`, { limit: 10, windowSeconds: 3600 }))) {
      return functionError(429, 'Too many reports from this address. Please try again later.');
    }
    const stored = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.issue_reports (user_id, email, description, severity, file_url, file_name)
       values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          caller.userId,
          report.email,
          report.description,
          report.severity,
          report.file_url ?? null,
          report.file_name ?? null,
        ],
      ),
    );
    const id = stored.rows[0]?.id;
    const attachment = report.file_url
      ? `Attachment: ${report.file_name ?? 'file'} — ${report.file_url}`
      : 'No attachment';
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      subject: `[Issue ${report.severity}] Report from ${report.email}`,
      text: `A new issue was reported (id ${id}).\n\nFrom: ${report.email}\nSeverity: ${report.severity}\n${attachment}\n\n${report.description}\n`,
      html: `<p>A new issue was reported (id ${escapeHtml(id ?? '')}).</p>
<p><strong>From:</strong> ${escapeHtml(report.email)}<br><strong>Severity:</strong> ${escapeHtml(report.severity)}<br>${escapeHtml(attachment)}</p>
<pre style="white-space:pre-wrap">${escapeHtml(report.description)}</pre>`,
    });
    return json({ success: true, id });
  },
);
