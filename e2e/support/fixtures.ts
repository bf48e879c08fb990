// The `test` every spec imports: Playwright's, plus the product's address as baseURL, the local
// mailbox, and what the server printed at start-up.
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { Mailbox } from './mailbox';
import { ENV, fromSetup } from './paths';

export { firstLink, links, type StoredMail } from './mailbox';
export { expect };

interface Fixtures {
  mailbox: Mailbox;
  /** Everything the server wrote to stdout/stderr so far (start-up banner, warnings). */
  serverOutput: () => string;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
  baseURL: async ({}, use) => use(fromSetup(ENV.baseUrl)),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  mailbox: async ({}, use) => use(new Mailbox(fromSetup(ENV.mailDir))),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  serverOutput: async ({}, use) => use(() => readFileSync(fromSetup(ENV.serverLog), 'utf8')),
});

/** A fresh address per call, so journeys never collide (also across retries). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
