// The demo café's QR page (/user/p/qr/linden-cafe-qr): its first load in Chromium as a phone.
// All bytes on the wire, goal ≤ 120 KB; Largest Contentful Paint against a static HTML page of the
// same blocks served by the same server, goal ≤ 1.5× (medians of alternated runs). Settings:
// BENCH_PAGE_RUNS (9).
import { pageAgainstStatic } from '../lib/page-loads.mjs';
import { staticQrHtml } from '../lib/qr-page.mjs';

const PAGE_RUNS = Math.max(1, Number(process.env.BENCH_PAGE_RUNS ?? 9) || 9);
const MAX_KB = 120;
const MAX_LCP_RATIO = 1.5;
const SLUG = 'linden-cafe-qr';
const PAGE_PATH = `/user/p/qr/${SLUG}`;
const STATIC_FILE = 'bench-static-qr.html';

/** @type {import('./types').Scenario} */
export default {
  name: 'qr-page',
  description: `first load of ${PAGE_PATH} on a phone: bytes, and LCP vs. a static page of the same blocks`,
  run: (context) =>
    pageAgainstStatic(context, {
      label: 'qr page',
      pagePath: PAGE_PATH,
      staticFile: STATIC_FILE,
      read: async (baseUrl) => {
        const answer = await fetch(`${baseUrl}/api/v1/qr-info/public/${SLUG}`);
        if (!answer.ok) throw new Error(`QR page: ${answer.status} ${await answer.text()}`);
        return answer.json();
      },
      staticHtml: staticQrHtml,
      heading: (page) => page.title,
      runs: PAGE_RUNS,
      maxKb: MAX_KB,
      maxLcpRatio: MAX_LCP_RATIO,
    }),
};
