// The demo café's QR page (/user/p/qr/linden-cafe-qr): its first load in Chromium as a phone.
// All bytes on the wire, goal ≤ 120 KB; Largest Contentful Paint against a static HTML page of the
// same blocks served by the same server, goal ≤ 1.5× (medians of alternated runs). Settings:
// BENCH_PAGE_RUNS (9).
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/browser.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { staticQrHtml } from '../lib/qr-page.mjs';
import { phoneFirstLoad } from '../lib/survey-page.mjs';

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
  async run({ scratch, startProduct, fmt, median }) {
    const builtWeb = path.join(repoRoot, 'apps/web/dist');
    if (!existsSync(path.join(builtWeb, 'index.html')))
      throw new Error('apps/web/dist is missing: run `npm run build`');
    const web = path.join(scratch, 'web');
    cpSync(builtWeb, web, { recursive: true });
    const start = () =>
      startProduct({
        dataDir: path.join(scratch, 'qr-data'),
        logFile: path.join(scratch, 'qr-server.log'),
        env: { SEED_DEMO: '1', WEB_DIST_DIR: web },
      });
    // The server lists the build's files when it starts: write the static page, then restart.
    let product = await start();
    const answer = await fetch(`${product.baseUrl}/api/v1/qr-info/public/${SLUG}`);
    if (!answer.ok) throw new Error(`QR page: ${answer.status} ${await answer.text()}`);
    const page = await answer.json();
    writeFileSync(path.join(web, STATIC_FILE), staticQrHtml(page));
    await product.stop();
    product = await start();

    const browser = await launchChromium();
    try {
      const urlOf = (side) => `${product.baseUrl}${side === 'qr' ? PAGE_PATH : `/${STATIC_FILE}`}`;
      for (const side of ['qr', 'static']) await phoneFirstLoad(browser, urlOf(side));
      const totals = [];
      const ratios = [];
      let sample;
      for (let run = 1; run <= PAGE_RUNS; run++) {
        const order = run % 2 ? ['qr', 'static'] : ['static', 'qr'];
        const loads = {};
        for (const side of order) loads[side] = await phoneFirstLoad(browser, urlOf(side));
        sample = loads.qr;
        if (sample.heading !== page.title)
          throw new Error(`the QR page shows "${sample.heading}" instead of its title`);
        totals.push(sample.total);
        ratios.push(loads.qr.lcp / loads.static.lcp);
        console.log(
          `  run ${run}  LCP qr ${fmt(loads.qr.lcp)} ms (${loads.qr.lcpElement}) | ` +
            `static ${fmt(loads.static.lcp)} ms (${loads.static.lcpElement}) | ratio ${fmt(loads.qr.lcp / loads.static.lcp, 2)}x`,
        );
      }
      const kinds = ['html', 'js', 'css', 'json', 'font', 'image', 'other'];
      console.log(
        `  transfer by kind (last run): ${kinds.map((k) => `${k} ${fmt((sample.bytes[k] ?? 0) / 1024, 1)} KB`).join(', ')}`,
      );
      const total = median(totals) / 1024;
      const ratio = median(ratios);
      console.log(`qr page transfer (everything): ${fmt(total, 1)} KB (median of ${PAGE_RUNS} first loads)`);
      console.log(`qr page LCP ratio: ${fmt(ratio, 2)}x (qr/static, median of ${PAGE_RUNS} runs)`);
      const bytesOk = total <= MAX_KB;
      const lcpOk = ratio <= MAX_LCP_RATIO;
      console.log(
        `${bytesOk ? 'PASS' : 'FAIL'} qr page: ${fmt(total, 1)} KB against the goal of ≤ ${MAX_KB} KB`,
      );
      console.log(
        `${lcpOk ? 'PASS' : 'FAIL'} qr page: LCP ${fmt(ratio, 2)}x against the goal of ≤ ${MAX_LCP_RATIO}x`,
      );
      return bytesOk && lcpOk;
    } finally {
      await browser.close();
      await product.stop();
    }
  },
};
