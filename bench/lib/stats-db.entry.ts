// The database side of the statistics bench, bundled by lib/bundled-worker.mjs and run as its own
// process. `create` makes a scratch PostgreSQL database migrated as the product migrates it,
// fills it (lib/stats-data.ts), fills the rollups with the product's rebuild, and signs in a
// member of each sampled company the way the product does (a session row; its cookie comes back).
// `bare` computes the Statistics overview's figures straight from the ratings (lib/stats-bare.ts).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema';
import { SESSION_COOKIE } from '../../apps/api/src/lib/cookies';
import { hashToken, insertSession, newToken } from '../../apps/api/src/modules/auth';
import { rebuildRatingRollups } from '../../apps/api/src/modules/stats';
import { createSystemRoles } from '../../apps/api/src/modules/structure';
import { bareOverview, type OverviewPeriod } from './stats-bare';
import { companiesByRank, type DatasetShape, generateDataset } from './stats-data';

type Command =
  | {
      cmd: 'create';
      serverUrl: string;
      name: string;
      shape: DatasetShape;
      ranks: number[];
      migrationsFolder: string;
    }
  | { cmd: 'bare'; name: string; companyId: string; period: OverviewPeriod }
  | { cmd: 'drop'; serverUrl: string; name: string }
  | { cmd: 'close' };

/** Open connections by database name: a pool for the product's code, one client for the bare queries. */
const open = new Map<string, { database: Database; bare: pg.Client }>();

const urlOf = (serverUrl: string, name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every company's rating rollups rebuilt (the dataset has no orders), two companies at a time (one per core). */
async function rebuildAll(database: Database) {
  const companies = (
    (await database.db.execute(sql`select id from structures order by id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < companies.length; i = next++) {
      await database.db.transaction((tx) => rebuildRatingRollups(tx, companies[i]!.id));
    }
  };
  await Promise.all([worker(), worker()]);
}

/** A manager of the company signed in as the product signs in: a session row; the cookie to send. */
async function signInMember(database: Database, structureId: string, rank: number) {
  const roles = await createSystemRoles(database.db, structureId);
  const [user] = await database.db
    .insert(users)
    .values({
      structureId,
      roleId: roles.manager,
      email: `manager-${rank}@bench.guestloop.test`,
      name: `Manager ${rank}`,
      status: 'active',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const token = newToken();
  await insertSession(database.db, {
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

async function create(command: Extract<Command, { cmd: 'create' }>) {
  await admin(command.serverUrl, `create database ${command.name}`);
  const url = urlOf(command.serverUrl, command.name);
  const database = await createDatabase({ url, poolSize: 3 });
  const bare = new pg.Client({ connectionString: url });
  await bare.connect();
  open.set(command.name, { database, bare });
  await database.migrate(command.migrationsFolder);

  let started = performance.now();
  const made = await generateDataset(database.db, command.shape);
  const generateMs = performance.now() - started;
  started = performance.now();
  await rebuildAll(database);
  const rebuildMs = performance.now() - started;
  // As the database would be a while after the load: statistics gathered, visibility map set.
  await bare.query('vacuum analyze');

  const sample = [];
  for (const company of await companiesByRank(database.db, command.ranks)) {
    sample.push({ ...company, cookie: await signInMember(database, company.id, company.rank) });
  }
  const [rollups] = (
    (await database.db.execute(sql`
    select (select count(*) from rating_day_rollups)::int as day, (select count(*) from rating_hour_rollups)::int as hour,
      (select count(*) from rating_month_rollups)::int as month,
      (select count(*) from rating_month_hour_rollups)::int as "monthHour", (select count(*) from rating_table_rollups)::int as "table"`)) as unknown as {
      rows: { day: number; hour: number; month: number; monthHour: number; table: number }[];
    }
  ).rows;
  return { url, made, rollups, generateMs, rebuildMs, sample };
}

async function handle(command: Command) {
  switch (command.cmd) {
    case 'create':
      return create(command);
    case 'bare': {
      const found = open.get(command.name);
      if (!found) throw new Error(`database ${command.name} is not open`);
      return bareOverview(found.bare, command.companyId, command.period);
    }
    case 'drop': {
      const found = open.get(command.name);
      open.delete(command.name);
      await found?.bare.end();
      await found?.database.close();
      urlOf(command.serverUrl, command.name);
      await admin(command.serverUrl, `drop database if exists ${command.name} with (force)`);
      return {};
    }
    case 'close':
      for (const { database, bare } of open.values()) {
        await bare.end();
        await database.close();
      }
      open.clear();
      return {};
  }
}

process.on('message', (command: Command) => {
  handle(command).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
