// Run by scenarios/hidden-classes.mjs as `node --allow-natives-syntax <bundle> <migrations folder>`:
// builds the whole product app (every route's compiled response writer) on an in-memory
// database, then asks V8 whether two plain objects built alike still share a hidden class. V8
// keeps at most 1,536 "first property" transitions from `{}` per process; once code has used
// them up, every later `{}` that gains a property (node's per-request header object among them)
// builds a brand-new hidden class, and hot paths slow down. Prints one JSON line.
import { z } from 'zod';
import { buildApp } from '../../apps/api/src/app';
import { testConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { createSerializerCompiler } from '../../apps/api/src/plugins/serializer';

const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

function plainObjectsShareHiddenClasses(): boolean {
  const key = `probe_${Math.random().toString(36).slice(2)}`;
  const a: Record<string, number> = {};
  a[key] = 1;
  const b: Record<string, number> = {};
  b[key] = 2;
  return haveSameMap(a, b);
}

const [migrationsFolder] = process.argv.slice(2);
if (!migrationsFolder) throw new Error('usage: <bundle> <migrations folder>');
const database = await createDatabase({ dataDir: 'memory://' });
await database.migrate(migrationsFolder);
const app = await buildApp({
  config: testConfig(),
  database,
  serveWeb: false,
  jobs: { autoStart: false },
});
await app.ready();
const afterApp = plainObjectsShareHiddenClasses();

// More writers than V8 keeps transitions for, all kept alive as the app keeps its own.
const compile = createSerializerCompiler({ strict: false });
const writers = Array.from({ length: 1700 }, () =>
  compile({ schema: z.object({ views: z.number() }), method: 'GET', url: '/probe', httpStatus: '200' }),
);
const written = writers.at(-1)?.({ views: 1 });
const afterWriters = plainObjectsShareHiddenClasses();

await app.close();
await database.close();
process.stdout.write(`${JSON.stringify({ afterApp, afterWriters, written })}\n`);
