import { parentPort } from 'node:worker_threads';
import { type PurifyOutcome, type PurifyRequest, purifySvg } from './svg-purify';

/**
 * Entry of the SVG worker thread: sanitises one document per message, in order. Bundled on its
 * own into dist/svg-purify.worker.js (see build.mjs); started by svg-purify-runner.ts.
 */
// Loading jsdom and DOMPurify takes a while: the documents' time limits start once this is done.
purifySvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
parentPort?.postMessage({ ready: true });

parentPort?.on('message', ({ id, text }: PurifyRequest) => {
  let outcome: PurifyOutcome;
  try {
    const purified = purifySvg(text);
    outcome = purified ? { ok: true, ...purified } : { ok: false };
  } catch {
    // A document DOMPurify or jsdom cannot take (too deep for the stack…) is unreadable, not a crash.
    outcome = { ok: false };
  }
  parentPort?.postMessage({ id, outcome });
});
