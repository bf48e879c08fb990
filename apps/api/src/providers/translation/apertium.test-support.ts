import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const APERTIUM_APY = '/usr/bin/apertium-apy';
export const APERTIUM_MODES = '/usr/share/apertium/modes';

/** A port nobody listens on now (the OS picks it; it is free again at once). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Stops the server and the translation pipelines it started (they share its process group). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real Apertium APY with every installed pair and answers its loopback address once
 * `/listPairs` answers. The port is a fresh free one unless given (APY has no option to listen
 * on loopback alone). It runs in a throwaway folder, removed by `stop`.
 */
export async function startApertium(options: { port?: number; timeoutMs?: number } = {}) {
  if (!existsSync(APERTIUM_APY))
    throw new Error(`${APERTIUM_APY} is missing: install apertium-apy and the pair packages`);
  const port = options.port ?? (await freePort());
  const folder = await mkdtemp(path.join(os.tmpdir(), 'apertium-apy-'));
  const child = spawn(APERTIUM_APY, ['-p', String(port), APERTIUM_MODES], {
    cwd: folder,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    await rm(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/listPairs`, { signal: AbortSignal.timeout(1_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`apertium-apy did not answer on ${url}:\n${errors}`);
}
