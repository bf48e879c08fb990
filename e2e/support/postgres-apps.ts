// Two processes of the built product on one fresh PostgreSQL database: what a deployment with
// several API processes looks like. They share a data folder (uploaded files and the key that
// seals payment secrets), as processes behind one load balancer share a volume.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type RunningApp, startApp } from './app-server';
import { ENV, fromSetup } from './paths';

export interface TwoApps {
  a: RunningApp;
  b: RunningApp;
  stop(): Promise<void>;
}

/** The server's PostgreSQL address for the suite, or null when none is configured. */
export function postgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throwaway database, starts process A (it migrates and seeds the demo company), then
 * process B on the same database. `stop` ends both and drops the database.
 */
export async function startTwoAppsOnPostgres(baseUrl: string): Promise<TwoApps> {
  const database = `guestloop_e2e_${Date.now().toString(36)}_${process.pid}`;
  await admin(baseUrl, `create database ${database}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'guestloop-e2e-pg-'));
  const env = { DATABASE_URL: withDatabase(baseUrl, database) };
  const smtpPort = Number(fromSetup(ENV.smtpPort));
  const started: RunningApp[] = [];
  const stop = async () => {
    await Promise.all(started.map((app) => app.stop()));
    rmSync(root, { recursive: true, force: true });
    await admin(baseUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
  };
  try {
    const dataDir = path.join(root, 'data');
    started.push(await startApp({ dataDir, smtpPort, logFile: path.join(root, 'a.log'), env }));
    started.push(await startApp({ dataDir, smtpPort, logFile: path.join(root, 'b.log'), env }));
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = started as [RunningApp, RunningApp];
  return { a, b, stop };
}
