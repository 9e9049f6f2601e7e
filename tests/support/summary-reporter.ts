import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `N passed, N failed` (and skipped), after Vitest's own
 * summary, so any CI reading the last line knows how many tests ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
    }
    const skipped = count.skipped ? `, ${count.skipped} skipped` : '';
    process.stdout.write(`\n${count.passed} passed, ${count.failed} failed${skipped}\n`);
  }
}
