import { describe, expect, it } from 'vitest';

/** The console's code as text (tests aside), by path under src/features. */
const sources = import.meta.glob<string>(['../features/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Not the console: the guest pages (their venue's menu or page says how) and the public invitation page
 * (no company yet). Chart labels are written by lib/chart-labels with the locale the helper gives.
 */
const OUTSIDE = [
  /^\.\.\/features\/online-menu\//,
  /^\.\.\/features\/qr-page\//,
  /^\.\.\/features\/invites\//,
];

describe('console dates and times', () => {
  it('are all written by the one helper (entities/company useConsoleDates over lib/date-format)', () => {
    const offences = Object.entries(sources)
      .filter(([path]) => !OUTSIDE.some((outside) => outside.test(path)))
      .filter(([, text]) => /new Intl\.DateTimeFormat\(|\.toLocale(?:Date|Time)?String\(/.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  });
});
