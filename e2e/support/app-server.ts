// Starts the built product as `npm start` runs it (`node <flags> apps/api/dist/server.js`) as a
// child process on a free port of 127.0.0.1, with its own data folder, and waits until GET
// /api/v1/health answers. Where Apertium APY is installed, the product translates with it (a
// real APY on loopback, started first and stopped after the product).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { APERTIUM_APY, startApertium } from '../../apps/api/src/providers/translation/apertium.test-support';
import { apiNodeFlags, apiServerEntry, repoRoot } from './paths';

/** Whether the product under test translates with Apertium (installed here: apertium-apy and its pairs). */
export const translatesWithApertium = () => existsSync(APERTIUM_APY);

export interface RunningApp {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitForHealth(child: ChildProcess, baseUrl: string, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The API server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      if (res.ok) return;
      last = `HTTP ${res.status} ${body}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The API server did not become healthy within ${timeoutMs / 1000}s (${last}):\n${tail(logFile)}`,
  );
}

export async function startApp(options: {
  dataDir: string;
  smtpPort: number;
  logFile: string;
  env?: Record<string, string>;
  /** An Apertium APY already running, shared with other products; else one is started for this one. */
  apertiumUrl?: string;
}): Promise<RunningApp> {
  const apertium =
    options.apertiumUrl || !translatesWithApertium() ? null : await startApertium({ timeoutMs: 60_000 });
  const apertiumUrl = options.apertiumUrl ?? apertium?.url;
  const translation = apertiumUrl ? { APERTIUM_URL: apertiumUrl, TRANSLATION_ENGINES: 'apertium' } : {};
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [...apiNodeFlags, apiServerEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      // The browser suite always runs on the embedded database, even when TEST_DATABASE_URL is set.
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      LOG_LEVEL: 'warn',
      // Several journeys sign in from the same address; keep the limiter out of their way.
      LOGIN_RATE_LIMIT: '100',
      ...translation,
      ...options.env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealth(child, baseUrl, options.logFile, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await apertium?.stop();
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
        log.end();
      }
      await apertium?.stop();
    },
  };
}
