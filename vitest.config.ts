import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The generated proofs over the whole route table: the longest files of the run. */
const ROUTE_TABLE_PROOF = /[\\/]test[\\/](isolation|fuzz)-\d+\.test\.ts$/;

/**
 * The route-table proofs first: they are small files that run for half a minute each, and the
 * default order (larger files first on a fresh clone) left them to the end, one worker idle.
 */
class RouteTableProofsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const proof = (file: TestSpecification) => ROUTE_TABLE_PROOF.test(file.moduleId);
    return [...sorted.filter(proof), ...sorted.filter((file) => !proof(file))];
  }
}

/**
 * One runner for the whole repository: pure-logic unit tests beside the code, API integration
 * tests through app.inject against a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set), and web unit tests in jsdom.
 */
export default defineConfig({
  test: {
    // One worker per core: the API files spend their time in PGlite (one core each), so a second
    // worker halves the run on the 2-core CI machine.
    maxWorkers: 2,
    sequence: { sequencer: RouteTableProofsFirst },
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own database (what modules keep is caches), so the
          // files of a worker share one process: loading the app's modules anew took ~3 s a file,
          // more than most files' tests.
          isolate: false,
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          // A worker's files share one jsdom and one React: set up anew per file they took more
          // time than the tests. The setup file resets what a file may leave behind.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
