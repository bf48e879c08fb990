// A guest page's first load on a phone against a static HTML page of the same content, served by
// the same product: all bytes on the wire (median), and the ratio of their Largest Contentful
// Paints (median of alternated runs).
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './browser.mjs';
import { repoRoot } from './processes.mjs';
import { phoneFirstLoad } from './survey-page.mjs';

/**
 * `read(baseUrl)` answers the page's data, `staticHtml(data)` the yardstick page and
 * `heading(data)` the first heading the page must show; `label` names the page in the output.
 * Returns whether both goals hold.
 */
export async function pageAgainstStatic(
  { scratch, startProduct, fmt, median },
  { label, pagePath, staticFile, read, staticHtml, heading, runs, maxKb, maxLcpRatio },
) {
  const builtWeb = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(builtWeb, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build`');
  const web = path.join(scratch, `web-${staticFile}`);
  cpSync(builtWeb, web, { recursive: true });
  const start = () =>
    startProduct({
      dataDir: path.join(scratch, `data-${staticFile}`),
      logFile: path.join(scratch, `server-${staticFile}.log`),
      env: { SEED_DEMO: '1', WEB_DIST_DIR: web },
    });

  // The server lists the build's files when it starts: write the static page, then restart.
  let product = await start();
  const data = await read(product.baseUrl);
  writeFileSync(path.join(web, staticFile), staticHtml(data));
  await product.stop();
  product = await start();

  const browser = await launchChromium();
  try {
    const urlOf = (side) => `${product.baseUrl}${side === 'page' ? pagePath : `/${staticFile}`}`;
    for (const side of ['page', 'static']) await phoneFirstLoad(browser, urlOf(side));
    const totals = [];
    const ratios = [];
    let sample;
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 ? ['page', 'static'] : ['static', 'page'];
      const loads = {};
      for (const side of order) loads[side] = await phoneFirstLoad(browser, urlOf(side));
      sample = loads.page;
      if (sample.heading !== heading(data))
        throw new Error(`the ${label} shows "${sample.heading}" instead of "${heading(data)}"`);
      totals.push(sample.total);
      ratios.push(loads.page.lcp / loads.static.lcp);
      console.log(
        `  run ${run}  LCP ${label} ${fmt(loads.page.lcp)} ms (${loads.page.lcpElement}) | ` +
          `static ${fmt(loads.static.lcp)} ms (${loads.static.lcpElement}) | ratio ${fmt(loads.page.lcp / loads.static.lcp, 2)}x`,
      );
    }
    const kinds = ['html', 'js', 'css', 'json', 'font', 'image', 'other'];
    console.log(
      `  transfer by kind (last run): ${kinds.map((k) => `${k} ${fmt((sample.bytes[k] ?? 0) / 1024, 1)} KB`).join(', ')}`,
    );
    console.log(
      `  resources: ${sample.resources.length} (${sample.resources.filter((r) => r.kind === 'js').length} scripts, ` +
        `${sample.resources.filter((r) => r.kind === 'json').length} API calls)`,
    );
    const total = median(totals) / 1024;
    const ratio = median(ratios);
    console.log(`${label} transfer (everything): ${fmt(total, 1)} KB (median of ${runs} first loads)`);
    console.log(`${label} LCP ratio: ${fmt(ratio, 2)}x (page/static, median of ${runs} runs)`);
    const bytesOk = total <= maxKb;
    const lcpOk = ratio <= maxLcpRatio;
    console.log(
      `${bytesOk ? 'PASS' : 'FAIL'} ${label}: ${fmt(total, 1)} KB against the goal of ≤ ${maxKb} KB`,
    );
    console.log(
      `${lcpOk ? 'PASS' : 'FAIL'} ${label}: LCP ${fmt(ratio, 2)}x against the goal of ≤ ${maxLcpRatio}x`,
    );
    return bytesOk && lcpOk;
  } finally {
    await browser.close();
    await product.stop();
  }
}
