// Before the suite: a local SMTP server, then the built product on a free port with a fresh
// data folder. Tests find both through E2E_* variables (see paths.ts). The returned function is
// the teardown.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from './app-server';
import { startMailServer } from './mail-server';
import { assertPrerequisites, ENV } from './paths';
import { startStandIns } from './stand-ins';

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertPrerequisites();
  const root = mkdtempSync(path.join(os.tmpdir(), 'guestloop-e2e-'));
  const mailDir = path.join(root, 'mail');
  const logFile = path.join(root, 'server.log');
  mkdirSync(mailDir);

  const mail = await startMailServer(mailDir);
  let standIns: Awaited<ReturnType<typeof startStandIns>> | undefined;
  let app: Awaited<ReturnType<typeof startApp>>;
  try {
    standIns = await startStandIns();
    app = await startApp({
      dataDir: path.join(root, 'data'),
      smtpPort: mail.port,
      logFile,
      env: standIns.env,
    });
  } catch (error) {
    await standIns?.close();
    await mail.close();
    throw error;
  }
  process.env[ENV.baseUrl] = app.baseUrl;
  process.env[ENV.mailDir] = mailDir;
  process.env[ENV.serverLog] = logFile;
  process.env[ENV.smtpPort] = String(mail.port);
  console.log(`[e2e] product at ${app.baseUrl}, SMTP on 127.0.0.1:${mail.port}, files in ${root}`);

  return async () => {
    await app.stop();
    await standIns?.close();
    await mail.close();
    if (process.env.E2E_KEEP_FILES === '1') console.log(`[e2e] kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
