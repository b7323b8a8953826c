import { Hono } from 'hono';
import type { AppContext } from '../context';
import { escapeHtml } from '../mail/escape-html';
import { DEV_PAGE_ICON_LINK } from './favicon';

interface MailRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    out +=
      escapeHtml(text.slice(last, m.index)) +
      `<a href="${escapeHtml(m[0])}">${escapeHtml(m[0])}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** The dev mailbox: every mail the backend sent, newest first, as a page and as JSON. */
export function mailboxRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const list = async (to: string | undefined) =>
    (
      await ctx.db.query<MailRow>(
        `select id, "to", subject, text, html, created_at from _app.mailbox
         where $1::text is null or lower("to") = lower($1) order by created_at desc limit 200`,
        [to ?? null],
      )
    ).rows;

  app.get('/messages', async (c) => c.json(await list(c.req.query('to'))));
  app.delete('/messages', async (c) => {
    await ctx.db.query('delete from _app.mailbox');
    return c.body(null, 204);
  });

  app.get('/', async (c) => {
    const mails = await list(c.req.query('to'));
    const items = mails
      .map(
        (m) => `<article>
  <header><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to)}</strong> · <time>${escapeHtml(m.created_at)}</time></p></header>
  <div class="body">${linkify(m.text)}</div>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · FrameToCode</title>
${DEV_PAGE_ICON_LINK}
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1c1f2a}
main{max-width:820px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}
p.note{color:#5b6172;margin:0 0 20px}
article{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:16px 20px;margin-bottom:14px}
article h2{font-size:17px;margin:0}
article header p{margin:2px 0 10px;color:#5b6172;font-size:13px}
.body{white-space:pre-wrap;word-break:break-word}
a{color:#3b4fd8}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p class="note">Every email the local backend sent, newest first. With SMTP_URL set, mail goes out over SMTP instead. JSON at <a href="/_dev/mailbox/messages">/_dev/mailbox/messages</a>.</p>
${items || '<p>No mail yet. Sign up or reset a password to see one here.</p>'}
</main></body></html>`);
  });
  return app;
}
