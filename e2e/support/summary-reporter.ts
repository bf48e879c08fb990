// Prints one closing line, "e2e: N passed, N failed, N skipped", so CI logs state plainly what
// ran. A test that passed on retry counts as passed (Playwright's own summary calls it flaky).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, string>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcome.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const outcome of this.outcome.values()) {
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else failed += 1;
    }
    if (this.outcome.size === 0 && result.status === 'passed') return; // --list, or nothing matched
    if (result.status !== 'passed' && failed === 0 && passed === 0) failed = 1;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
