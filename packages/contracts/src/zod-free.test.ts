import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules the guest pages' code loads (start-up, the survey page's answering engine). The web
 * app's bundler puts a module in one chunk with every export any page uses, so one of these that
 * reached zod, even through a schema no guest uses, would bring zod (and the schemas) onto every
 * guest page. Types may come from anywhere (`import type` leaves nothing behind).
 */
const GUEST_MODULES = [
  'app-settings',
  'constants',
  'enums',
  'error-codes',
  'error-log-limits',
  'languages',
  'messenger',
  'phone-number',
  'qr-info-blocks',
  'qr-info-booking-rules',
  'storable-text',
  'survey-answers',
  'survey-logic',
  'survey-question-kinds',
  'survey-question-limits',
  'survey-rule-codes',
  'translation-keys',
  'validators',
];

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The modules a module's code loads: every import and re-export but `import type`. */
function codeImports(module: string): string[] {
  const source = fs.readFileSync(path.join(import.meta.dirname, `${module}.ts`), 'utf8');
  return [...source.matchAll(IMPORT)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , from]) => (from?.startsWith('./') ? from.slice(2) : (from ?? '')));
}

/** The chain of modules from `module` to zod, or null when its code never loads zod. */
function pathToZod(module: string, seen = new Set<string>()): string[] | null {
  if (module === 'zod') return [module];
  if (seen.has(module) || !fs.existsSync(path.join(import.meta.dirname, `${module}.ts`))) return null;
  seen.add(module);
  for (const next of codeImports(module)) {
    const chain = pathToZod(next, seen);
    if (chain) return [module, ...chain];
  }
  return null;
}

describe('the modules guest pages load', () => {
  it.each(GUEST_MODULES)('%s never loads zod', (module) => {
    expect(pathToZod(module)).toBeNull();
  });

  it('sees a schema module load zod', () => {
    expect(pathToZod('surveys')?.at(-1)).toBe('zod');
  });
});
