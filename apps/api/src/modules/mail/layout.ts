import { INTL_LOCALES, isRtl, type TLanguage } from '@guestloop/contracts';
import { escapeHtml } from '../../lib/prerender/html';
import { mailText } from './mail-texts';

/** What one mail says, in plain text; the layout escapes it for HTML. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A one-time code to type in, shown large after the paragraphs. */
  code?: string;
  /** The first is the button; any others follow as links. */
  actions: { label: string; url: string }[];
  /** The small print at the end ("if you did not ask for this…"). */
  note: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = '— Guestloop';
const ACCENT = '#3b5bdb';
const MUTED = 'font-size:13px;color:#52606d';

const para = (style: string, inner: string) => `<p style="${style}">${inner}</p>`;
const link = (url: string, style: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

function htmlBlocks(language: TLanguage, content: MailContent): string[] {
  const [button, ...links] = content.actions;
  return [
    para(`margin:0 0 24px;font-size:20px;font-weight:bold;color:${ACCENT}`, 'Guestloop'),
    para('margin:0 0 16px', escapeHtml(content.greeting)),
    ...content.paragraphs.map((text) =>
      para('margin:0 0 24px;line-height:1.5', escapeHtml(text).replace(/\n/g, '<br>')),
    ),
    ...(content.code
      ? [
          // A code reads left to right in every language; spaced digits are easy to copy by eye.
          `<p dir="ltr" style="margin:0 0 24px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;background:#f4f5f7;border-radius:6px;padding:16px">${escapeHtml(content.code)}</p>`,
        ]
      : []),
    ...(button
      ? [
          para(
            'margin:0 0 24px',
            link(
              button.url,
              `display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px`,
              button.label,
            ),
          ),
        ]
      : []),
    ...links.map((action) => para('margin:0 0 24px', link(action.url, `color:${ACCENT}`, action.label))),
    ...(button
      ? [
          para(`margin:0 0 8px;${MUTED}`, escapeHtml(mailText(language, 'fallback'))),
          para(
            'margin:0 0 24px;font-size:13px;word-break:break-all',
            link(button.url, `color:${ACCENT}`, button.url),
          ),
        ]
      : []),
    para(`margin:0;${MUTED}`, escapeHtml(content.note)),
  ];
}

/**
 * The one layout of every product mail: a plain-text body and an HTML alternative in the
 * product's look, right to left for Arabic (on the page and on the card, since many mail
 * clients drop the <html> element), with every value escaped.
 */
export function renderLayout(language: TLanguage, content: MailContent): RenderedMail {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${INTL_LOCALES[language]}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div dir="${dir}" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${htmlBlocks(language, content).join('\n')}
</div>
</body>
</html>`;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...content.actions.map((action) => `${action.label}: ${action.url}`),
    content.note,
    SIGNATURE,
  ].join('\n\n');
  return { subject: content.subject, text, html };
}
