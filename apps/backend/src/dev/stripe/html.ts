import { escapeHtml } from '../../mail/escape-html';

export const h = (value: unknown): string => escapeHtml(String(value ?? ''));

/** The stand-in's page frame: plain HTML and CSS, no script (the app's CSP allows none inline). */
export function standInPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f6f8fa;color:#1a1f36;margin:0}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px}
h1{font-size:22px;margin:0 0 4px} h2{font-size:16px;margin:24px 0 8px}
.banner{font-size:12px;color:#697386;margin-bottom:16px}
label{display:block;font-size:14px;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c4cbd6;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button,.button{display:inline-block;margin-top:16px;padding:10px 16px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:16px;cursor:pointer;text-decoration:none}
.secondary{background:#e3e8ee;color:#1a1f36}.danger{background:#c0123c}
.error{background:#fde7eb;color:#9c0f2e;padding:10px;border-radius:6px;margin-top:12px}
.summary{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #e3e8ee}
table{width:100%;border-collapse:collapse;font-size:14px} td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e8ee}
</style></head>
<body><main><div class="banner">Local Stripe stand-in (test mode, no real payment)</div>${body}</main></body></html>`;
}
