// First loads in the system Chromium (never a downloaded browser): what a guest's browser
// transfers, by kind, read from Resource Timing, and the page's Largest Contentful Paint.
import { chromium } from 'playwright-core';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

/** What a resource is, from its URL and initiator: html, js, css, json, image, font or other. */
export function kindOf({ name, initiatorType, entryType }) {
  if (entryType === 'navigation') return 'html';
  const path = new URL(name).pathname;
  if (/\.(m?js)$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(path)) return 'font';
  if (initiatorType === 'img' || /\.(webp|avif|png|jpe?g|gif|svg|ico)$/.test(path)) return 'image';
  if (path.startsWith('/api/') && (initiatorType === 'fetch' || initiatorType === 'xmlhttprequest'))
    return 'json';
  if (/\.html$/.test(path)) return 'html';
  return 'other';
}

/**
 * Opens `url` in a fresh context (empty cache, as a first visit), waits until the network is
 * quiet, and returns bytes on the wire (Resource Timing transferSize: compressed body plus
 * headers) by kind, the resources themselves, and the LCP in milliseconds.
 */
export async function firstLoad(browser, url, { settleMs = 500 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const { entries, lcp } = await page.evaluate(() => ({
      lcp: window.__lcp,
      entries: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((e) => ({
        name: e.name,
        entryType: e.entryType,
        initiatorType: e.initiatorType,
        transferSize: e.transferSize,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      })),
    }));
    const bytes = {};
    const resources = entries.map((e) => ({ ...e, kind: kindOf(e) }));
    for (const r of resources) bytes[r.kind] = (bytes[r.kind] ?? 0) + r.transferSize;
    return { bytes, resources, lcp };
  } finally {
    await context.close();
  }
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
