// The guest's first visit of a demo table URL in Chromium (fresh cache each time):
//  - bytes on the wire for HTML+JS+CSS+JSON (Resource Timing transferSize; images and fonts are
//    printed apart and not counted), goal ≤ 230 KB;
//  - Largest Contentful Paint against a plain HTML page listing the same menu with the same
//    images (built here from the public menu JSON, served by the same server from a copy of the
//    web build), goal ≤ 1.5× (medians of alternated runs).
// Settings: BENCH_PAGE_RUNS (9). One load of each page first, not counted: the first request to a
// freshly started server and the browser's first page measure their own start-up, not the page.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoad, kb, launchChromium } from '../lib/browser.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { staticMenuHtml } from '../lib/static-menu.mjs';

const MENU = 'linden-cafe';
/** A table of the demo seed: location old-town, group hall, table 1. */
const TABLE_PATH = `/user/online-menu/${MENU}/old-town/hall/1`;
const STATIC_FILE = 'bench-static-menu.html';
const MAX_KB = 230;
const MAX_LCP_RATIO = 1.5;
const COUNTED = ['html', 'js', 'css', 'json'];

/** @type {import('./types').Scenario} */
export default {
  name: 'guest-page',
  description: `first load of ${TABLE_PATH} in Chromium: transfer and LCP vs. a static page of the same menu`,
  async run({ scratch, startProduct, fmt, median }) {
    const builtWeb = path.join(repoRoot, 'apps/web/dist');
    if (!existsSync(path.join(builtWeb, 'index.html')))
      throw new Error('apps/web/dist is missing: run `npm run build`');
    const web = path.join(scratch, 'web');
    cpSync(builtWeb, web, { recursive: true });
    const start = () =>
      startProduct({
        dataDir: path.join(scratch, 'data'),
        logFile: path.join(scratch, 'server.log'),
        env: { SEED_DEMO: '1', WEB_DIST_DIR: web },
      });

    // The server lists the build's files when it starts: write the static page, then restart.
    let product = await start();
    const menu = await (await fetch(`${product.baseUrl}/api/v1/online-menu/public/${MENU}`)).json();
    writeFileSync(path.join(web, STATIC_FILE), staticMenuHtml(menu));
    await product.stop();
    product = await start();

    const browser = await launchChromium();
    try {
      const runs = Number(process.env.BENCH_PAGE_RUNS ?? 9) || 9;
      const urlOf = (side) => `${product.baseUrl}${side === 'guest' ? TABLE_PATH : `/${STATIC_FILE}`}`;
      for (const side of ['guest', 'static']) await firstLoad(browser, urlOf(side));
      const totals = [];
      const ratios = [];
      let sample;
      for (let run = 1; run <= runs; run++) {
        const order = run % 2 ? ['guest', 'static'] : ['static', 'guest'];
        const lcp = {};
        for (const side of order) {
          const result = await firstLoad(browser, urlOf(side));
          lcp[side] = result.lcp;
          if (side === 'guest') {
            sample = result;
            totals.push(COUNTED.reduce((sum, kind) => sum + (result.bytes[kind] ?? 0), 0));
          }
        }
        ratios.push(lcp.guest / lcp.static);
        console.log(
          `  run ${run}  LCP guest ${fmt(lcp.guest)} ms | static ${fmt(lcp.static)} ms | ratio ${fmt(lcp.guest / lcp.static, 2)}x`,
        );
      }
      const by = (kind) => `${kind} ${kb(sample.bytes[kind] ?? 0)} KB`;
      console.log(
        `  transfer by kind (last run): ${[...COUNTED, 'font', 'image', 'other'].map(by).join(', ')}`,
      );
      console.log(
        `  resources: ${sample.resources.filter((r) => COUNTED.includes(r.kind)).length} counted ` +
          `(${sample.resources.filter((r) => r.kind === 'js').length} scripts)`,
      );
      const total = median(totals) / 1024;
      const ratio = median(ratios);
      console.log(
        `guest-page transfer (HTML+JS+CSS+JSON): ${fmt(total, 1)} KB (median of ${runs} first loads)`,
      );
      console.log(`guest-page LCP ratio: ${fmt(ratio, 2)}x (guest/static, median of ${runs} runs)`);
      const bytesOk = total <= MAX_KB;
      const lcpOk = ratio <= MAX_LCP_RATIO;
      console.log(
        `${bytesOk ? 'PASS' : 'FAIL'} guest-page: ${fmt(total, 1)} KB against the goal of ≤ ${MAX_KB} KB`,
      );
      console.log(
        `${lcpOk ? 'PASS' : 'FAIL'} guest-page: LCP ${fmt(ratio, 2)}x against the goal of ≤ ${MAX_LCP_RATIO}x`,
      );
      return bytesOk && lcpOk;
    } finally {
      await browser.close();
      await product.stop();
    }
  },
};
