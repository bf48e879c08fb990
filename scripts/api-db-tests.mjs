// The API test files that reach a database: those whose imports lead to the database client
// (apps/api/src/db/client.ts) or that name TEST_DATABASE_URL. The PostgreSQL pass runs only
// these; the rest (pure logic, parsers, providers against fakes) would run the same twice.
// A file that says it runs on the embedded engine only (ENGINE_ONLY) is left out too: the
// generated proofs over the whole route table send the same SQL to the same PostgreSQL code
// either way, and took a third of the PostgreSQL pass (docs/decisions.md "Two database passes").
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ENGINE_ONLY = 'Runs on the embedded engine only';
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

function importsOf(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2])
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.resolve(path.dirname(file), spec))
    .map((base) => [base, `${base}.ts`, path.join(base, 'index.ts')].find(isFile))
    .filter(Boolean);
}

export function apiDatabaseTestFiles(repoRoot) {
  const src = path.join(repoRoot, 'apps/api/src');
  const files = fs
    .readdirSync(src, { recursive: true })
    .map((f) => path.join(src, f))
    .filter((f) => f.endsWith('.ts') && isFile(f));
  const importers = new Map();
  for (const file of files) {
    for (const imported of importsOf(file))
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
  }
  const reaching = new Set([path.join(src, 'db/client.ts')]);
  for (const queue = [...reaching]; queue.length > 0; ) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        queue.push(importer);
      }
    }
  }
  return files
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => {
      const source = fs.readFileSync(f, 'utf8');
      return (reaching.has(f) || source.includes('TEST_DATABASE_URL')) && !source.includes(ENGINE_ONLY);
    })
    .map((f) => path.relative(repoRoot, f))
    .sort();
}
