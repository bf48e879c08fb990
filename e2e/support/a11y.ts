// Accessibility check with axe-core: fails on serious or critical violations and prints them so
// that the failure says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to leave out (third-party widgets we do not control). */
  exclude?: string[];
  /** Rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Waits (up to 3 s) for the page's finite CSS transitions and animations to end: axe reads the
 * colours of the moment, and a chip caught half-way between its active and idle colours (the
 * guest menu's category bar follows the scroll) reads as grey on grey on a busy machine.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await settled(page);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = `serious or critical accessibility violations on ${page.url()}:\n\n${formatViolations(serious)}`;
  expect(serious.length, report).toBe(0);
}
