import { createHash } from 'node:crypto';
import type { MyposPurchaseForm } from '../../providers/payments/mypos';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SUBMIT = "document.getElementById('pay').submit();";

/**
 * The page that carries the guest to myPOS: the signed IPCPurchase form, posted by a one-line
 * script (a button when scripts are off). Its own CSP allows that one script (by hash) and the
 * form's target, since the app's pages may post forms to their own origin only.
 */
export function myposFormPage(form: MyposPurchaseForm) {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>myPOS</title>' +
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7f9;' +
    'color:#1d2433;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}form{text-align:center}' +
    'button{margin-top:12px;font:inherit;font-weight:600;padding:12px 28px;border:0;border-radius:10px;' +
    'background:#1d2433;color:#fff;cursor:pointer}</style></head><body>' +
    `<form id="pay" method="post" action="${escapeHtml(form.action)}">${inputs}` +
    '<p>Taking you to myPOS to pay…</p><button type="submit">Continue to myPOS</button></form>' +
    `<script>${SUBMIT}</script></body></html>`;
  const scriptHash = createHash('sha256').update(SUBMIT).digest('base64');
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'sha256-${scriptHash}'`,
    `form-action ${new URL(form.action).origin} https:`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}
