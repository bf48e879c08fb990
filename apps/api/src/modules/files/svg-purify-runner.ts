import { Worker } from 'node:worker_threads';
import type { PurifiedSvg, PurifyResponse } from './svg-purify';

/**
 * Runs the SVG sanitiser in one long-lived worker thread, so that parsing a document never blocks
 * the event loop that serves every company. The worker starts on first use and takes one document
 * at a time; a document still running after its time limit (or one that exhausts the worker's
 * memory) has the worker terminated, and the next document starts a fresh one.
 */

export type RunOutcome =
  | ({ ok: true } & PurifiedSvg)
  /** unreadable: nothing left to keep; timeout / out-of-memory: the document costs too much. */
  | { ok: false; reason: 'unreadable' | 'timeout' | 'out-of-memory' | 'busy' };

/** Documents waiting behind the running one; more are turned away rather than piled up. */
export const MAX_WAITING_DOCUMENTS = 16;

/** The worker's heap: a document that needs more is refused, the API's own heap is untouched. */
const WORKER_HEAP_MB = 256;
/** Loading jsdom in a new worker; longer means something is wrong with the installation. */
const STARTUP_LIMIT_MS = 60_000;

interface Job {
  id: number;
  text: string;
  timeLimitMs: number;
  resolve: (outcome: RunOutcome) => void;
  reject: (error: Error) => void;
}

interface SvgWorker {
  thread: Worker;
  ready: boolean;
}

let worker: SvgWorker | null = null;
let running: (Job & { timer: NodeJS.Timeout }) | null = null;
const waiting: Job[] = [];
let lastId = 0;

/**
 * From the TypeScript sources (vitest, tsx) the entry is the .ts file, loaded through tsx; from the
 * bundle (dist/server.js) it is the separately bundled dist/svg-purify.worker.js beside it.
 */
function startThread(): Worker {
  const here = import.meta.url;
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!new URL(here).pathname.endsWith('.ts')) {
    return new Worker(new URL('./svg-purify.worker.js', here), options);
  }
  const entry = new URL('./svg-purify.worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

function finish(settle: (job: Job) => void) {
  const job = running;
  if (!job) return;
  clearTimeout(job.timer);
  running = null;
  settle(job);
  runNext();
}

/** Terminates a worker; the next document starts a new one. */
function stopWorker(stopped: SvgWorker) {
  if (worker === stopped) worker = null;
  stopped.thread.terminate().catch(() => {});
}

/** The running document's clock: its time limit once the worker is loaded, else the start-up's. */
function startClock(current: SvgWorker, job: Job): NodeJS.Timeout {
  if (current.ready) {
    return setTimeout(() => {
      stopWorker(current);
      finish((late) => late.resolve({ ok: false, reason: 'timeout' }));
    }, job.timeLimitMs);
  }
  return setTimeout(() => {
    stopWorker(current);
    finish((late) => late.reject(new Error('The SVG worker did not start in time')));
  }, STARTUP_LIMIT_MS);
}

function spawn(): SvgWorker {
  const current: SvgWorker = { thread: startThread(), ready: false };
  let failure: Error | null = null;
  current.thread.on('message', (message: PurifyResponse) => {
    if (worker !== current) return;
    if ('ready' in message) {
      current.ready = true;
      if (running) {
        clearTimeout(running.timer);
        running.timer = startClock(current, running);
      }
    } else if (running?.id === message.id) {
      const { outcome } = message;
      finish((job) => job.resolve(outcome.ok ? outcome : { ok: false, reason: 'unreadable' }));
    }
  });
  current.thread.on('error', (error) => {
    failure = error;
  });
  current.thread.on('exit', () => {
    if (worker !== current) return;
    worker = null;
    if ((failure as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      finish((job) => job.resolve({ ok: false, reason: 'out-of-memory' }));
    } else {
      // The worker could not start or died on its own: a fault of ours, not of the document.
      const error = failure ?? new Error('The SVG worker stopped');
      finish((job) => job.reject(error));
    }
  });
  // Idle, the worker must not keep the process alive (a running document's timer does). After the
  // listeners: adding a 'message' listener takes a reference again.
  current.thread.unref();
  return current;
}

function runNext() {
  if (running) return;
  const job = waiting.shift();
  if (!job) return;
  worker ??= spawn();
  running = { ...job, timer: startClock(worker, job) };
  worker.thread.postMessage({ id: job.id, text: job.text });
}

/** Sanitises one SVG document in the worker, within `timeLimitMs` once the worker is loaded. */
export function purifyInWorker(text: string, timeLimitMs: number): Promise<RunOutcome> {
  if (waiting.length >= MAX_WAITING_DOCUMENTS) return Promise.resolve({ ok: false, reason: 'busy' });
  return new Promise((resolve, reject) => {
    lastId += 1;
    waiting.push({ id: lastId, text, timeLimitMs, resolve, reject });
    runNext();
  });
}
