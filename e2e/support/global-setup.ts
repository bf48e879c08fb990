// Before the suite: the local stand-ins of outside services and, for each lane (paths.ts
// LANES), a local SMTP server and the built product on a free port with a fresh data folder,
// all started together. Tests find their lane's through E2E_*_<lane> variables (see paths.ts).
// The returned function is the teardown.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApertium } from '../../apps/api/src/providers/translation/apertium.test-support';
import { type RunningApp, startApp, translatesWithApertium } from './app-server';
import { startMailServer } from './mail-server';
import { assertPrerequisites, ENV, LANES, laneVariable } from './paths';
import { startStandIns } from './stand-ins';

type Stoppable = { stop(): Promise<void> } | { close(): Promise<void> };
const stop = (thing: Stoppable) => ('stop' in thing ? thing.stop() : thing.close());

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertPrerequisites();
  const root = mkdtempSync(path.join(os.tmpdir(), 'guestloop-e2e-'));
  const running: Stoppable[] = [];
  const stopAll = async () => {
    for (const thing of running.reverse()) await stop(thing);
  };
  try {
    const standIns = await startStandIns();
    running.push(standIns);
    // One translation server for every lane: it takes seconds and memory to start.
    const apertium = translatesWithApertium() ? await startApertium({ timeoutMs: 60_000 }) : null;
    if (apertium) running.push(apertium);
    const lanes = await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        const dir = path.join(root, `lane-${lane}`);
        const mailDir = path.join(dir, 'mail');
        mkdirSync(mailDir, { recursive: true });
        const mail = await startMailServer(mailDir);
        running.push(mail);
        const logFile = path.join(dir, 'server.log');
        const app: RunningApp = await startApp({
          dataDir: path.join(dir, 'data'),
          smtpPort: mail.port,
          logFile,
          env: standIns.env,
          ...(apertium ? { apertiumUrl: apertium.url } : {}),
        });
        running.push(app);
        process.env[laneVariable(ENV.baseUrl, lane)] = app.baseUrl;
        process.env[laneVariable(ENV.mailDir, lane)] = mailDir;
        process.env[laneVariable(ENV.serverLog, lane)] = logFile;
        process.env[laneVariable(ENV.smtpPort, lane)] = String(mail.port);
        return `lane ${lane}: product at ${app.baseUrl}, SMTP on 127.0.0.1:${mail.port}`;
      }),
    );
    console.log(`[e2e] ${lanes.join('; ')}; files in ${root}`);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return async () => {
    await stopAll();
    if (process.env.E2E_KEEP_FILES === '1') console.log(`[e2e] kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
