import { type QrShape, qrSvg } from '@/lib/qr-code';

export interface PrintCardTexts {
  title: string;
  place: string;
  scan: string;
  link: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The card as a standalone HTML page: the page's name, its QR code, a line telling guests to scan. */
export function printCardHtml(shape: QrShape, texts: PrintCardTexts, dir: 'ltr' | 'rtl'): string {
  return `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title>
<style>
@page { size: A6; margin: 0; }
body { margin: 0; font-family: system-ui, sans-serif; color: #111; }
.card { box-sizing: border-box; inline-size: 105mm; block-size: 148mm; padding: 10mm; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 5mm; text-align: center; border: 1px dashed #bbb; }
h1 { margin: 0; font-size: 18pt; }
p { margin: 0; }
.place { color: #555; }
svg { inline-size: 70mm; block-size: 70mm; }
.link { font-size: 8pt; color: #555; word-break: break-all; }
</style></head><body><div class="card"><h1>${escapeHtml(texts.title)}</h1><p class="place">${escapeHtml(texts.place)}</p>${qrSvg(shape)}<p><strong>${escapeHtml(texts.scan)}</strong></p><p class="link" dir="ltr">${escapeHtml(texts.link)}</p></div></body></html>`;
}

/** Prints the card from a hidden frame, so the console's page stays as it is. */
export function printCard(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.inlineSize = '0';
  frame.style.blockSize = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) {
    frame.remove();
    return;
  }
  view.document.open();
  view.document.write(html);
  view.document.close();
  view.addEventListener('afterprint', () => frame.remove());
  setTimeout(() => {
    view.focus();
    view.print();
  }, 50);
}
