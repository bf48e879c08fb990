// The survey page benchmark's browser side: a plain HTML page of a survey's first screen (the
// yardstick: no script, inline style, served as one file by the same server), and a first visit
// in the system Chromium as a phone (Playwright's Pixel 7: its viewport, pixel ratio, touch and
// user agent): bytes on the wire by kind, the Largest Contentful Paint, and what the page shows.
import { devices } from 'playwright-core';
import { kindOf } from './browser.mjs';

const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const paragraph = (text, className) =>
  String(text ?? '').trim() ? `<p class="${className}">${escapeHtml(text)}</p>` : '';

/** The first screen of a survey (GET /survey/view/{slug}): title, texts and the Start button. */
export function staticSurveyHtml(survey) {
  const { subTitle, settings } = survey.content;
  return `<!doctype html>
<html lang="${escapeHtml(survey.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(survey.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2933}
main{max-width:560px;margin:0 auto;padding:16px}
.card{display:flex;flex-direction:column;gap:16px;padding:24px 16px;border-radius:18px;background:#fff}
h1{margin:0;font-size:clamp(1.5rem,6vw,1.9rem);line-height:1.2}p{margin:0;white-space:pre-line}
.sub{color:#52606d;font-size:1.05rem}.begin{font-weight:600}
button{font:inherit;font-weight:600;padding:14px;border:0;border-radius:12px;background:#2f6f4e;color:#fff}
</style></head>
<body><main><section class="card">
<h1>${escapeHtml(survey.title)}</h1>
${paragraph(subTitle, 'sub')}
${paragraph(settings.welcomePage, 'text')}
${paragraph(settings.begin, 'begin')}
<button type="button">Start</button>
</section></main></body></html>
`;
}

export const PHONE = devices['Pixel 7'];

/**
 * Opens `url` as a first visit of a phone (a fresh context: empty cache, no cookie), waits until
 * the network is quiet, and returns bytes on the wire (Resource Timing transferSize: compressed
 * body plus headers) by kind, the resources, the LCP in milliseconds with its element, and the
 * page's first heading (to tell a survey's first screen from an error).
 */
export async function phoneFirstLoad(browser, url, { settleMs = 500 } = {}) {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = { time: 0, element: '' };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const el = entry.element;
          window.__lcp = {
            time: entry.startTime,
            element: el
              ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
              : '',
          };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const { entries, lcp, heading } = await page.evaluate(() => ({
      lcp: window.__lcp,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      entries: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((e) => ({
        name: e.name,
        entryType: e.entryType,
        initiatorType: e.initiatorType,
        transferSize: e.transferSize,
        responseEnd: e.responseEnd,
      })),
    }));
    const bytes = {};
    const resources = entries.map((e) => ({ ...e, kind: kindOf(e) }));
    for (const r of resources) bytes[r.kind] = (bytes[r.kind] ?? 0) + r.transferSize;
    const total = resources.reduce((sum, r) => sum + r.transferSize, 0);
    return { bytes, total, resources, lcp: lcp.time, lcpElement: lcp.element, heading };
  } finally {
    await context.close();
  }
}
