import { contactRequestSchema } from '@app/shared/contact-form';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import { escapeHtml } from '../mail/escape-html';
import { edgeFunction, functionError, json, readJsonObject } from './function';

/**
 * Mails the sales address about a contact request the site has just stored. It only
 * relays a request that exists in contact_requests (stored in the last 15 minutes), so the
 * public anon key cannot turn it into a mail relay.
 */
export const contactNotification = edgeFunction(['POST'], 'Use POST', async (req, { ctx, ip }) => {
  const body = await readJsonObject(req);
  const parsed = contactRequestSchema.safeParse(body?.record);
  if (!parsed.success)
    return functionError(400, 'The body must carry the contact request as "record"');
  if (
    !(await ctx.rateLimiter.hit(`contact-notification:ip:${ip}`, {
      limit: 10,
      windowSeconds: 3600,
    }))
  ) {
    return functionError(429, 'Too many requests. Please try again later.');
  }
  const r = parsed.data;
  const found = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
    tx.query<{ id: string }>(
      `select id from public.contact_requests
       where email = $1 and message = $2 and created_at > now() - interval '15 minutes'
       order by created_at desc limit 1`,
      [r.email, r.message],
    ),
  );
  const id = found.rows[0]?.id;
  if (!id) return functionError(404, 'No matching contact request was found');
  const lines = [
    `Name: ${r.first_name} ${r.last_name}`,
    `Email: ${r.email}`,
    `Company: ${r.company} (${r.company_size} people)`,
    `Job title: ${r.job_title}`,
    `Country: ${r.country}`,
  ];
  await ctx.mailer.send({
    to: ctx.config.salesEmail,
    subject: `New sales enquiry from ${r.first_name} ${r.last_name} (${r.company})`,
    text: `${lines.join('\n')}\n\n${r.message}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p><pre style="white-space:pre-wrap">${escapeHtml(r.message)}</pre>`,
  });
  return json({ success: true, id });
});
