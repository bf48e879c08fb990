// Bundles a bench entry (lib/<name>.entry.ts: the API's repositories and database client, from
// apps/api/src) with esbuild the way apps/api/build.mjs bundles the product, and runs it as a child
// process that answers one command at a time over IPC. The bundle goes to bench/.tmp/ (ignored by
// git) so its npm imports resolve to the same packages the product uses; it is removed on stop.
import { fork } from 'node:child_process';
import { mkdirSync, rmdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './processes.mjs';

export const migrationsFolder = path.join(repoRoot, 'apps/api/src/db/migrations');

async function bundle(entry) {
  const name = path.basename(entry, '.entry.ts');
  const folder = path.join(repoRoot, 'bench/.tmp', `${name}-${process.pid}-${Date.now()}`);
  const outfile = path.join(folder, `${name}.mjs`);
  mkdirSync(folder, { recursive: true });
  symlinkSync(path.join(repoRoot, 'apps/api/src/modules/i18n/locales'), path.join(folder, 'locales'), 'dir');
  await build({
    entryPoints: [path.join(repoRoot, 'bench/lib', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@guestloop/contracts': path.join(repoRoot, 'packages/contracts/src/index.ts') },
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Starts the worker of `entry` (a file name in bench/lib). `call(cmd, args)` resolves to the
 * command's result; `pid` is there to read its CPU time; `stop()` sends `close`, waits for the
 * process to end and removes the bundle.
 */
export async function startBundledWorker(entry) {
  const outfile = await bundle(entry);
  const child = fork(outfile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true;
  });
  let queue = Promise.resolve();

  const send = (message) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(`the ${entry} process has exited`));
      const onExit = (code) => reject(new Error(`the ${entry} process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (answer) => {
        child.off('exit', onExit);
        if (answer.ok) resolve(answer.result);
        else reject(new Error(answer.error));
      });
      child.send(message);
    });

  const call = (cmd, args = {}) => {
    const result = queue.then(() => send({ cmd, ...args }));
    queue = result.catch(() => {});
    return result;
  };

  const stop = async () => {
    try {
      if (!exited) {
        await call('close').catch(() => {});
        child.disconnect();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(timer);
      }
    } finally {
      rmSync(path.dirname(outfile), { recursive: true, force: true });
      try {
        rmdirSync(path.dirname(path.dirname(outfile))); // only when no other run's bundle is in it
      } catch {}
    }
  };

  return { pid: child.pid, call, stop };
}
