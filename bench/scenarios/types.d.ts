// The shape of a bench scenario (bench/scenarios/<name>.mjs, default export). run.mjs starts
// the built product with `productEnv`, calls `prepare` (seed data, sign in, …) to get the
// request to load, captures the product's answer to it, and compares the product with a bare
// node:http server that sends that same answer.
export interface ScenarioRequest {
  method: string;
  /** Path and query, e.g. /api/v1/public/linden-cafe/menu */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  description: string;
  /** Extra settings for the product server (SEED_DEMO, …). */
  productEnv?: Record<string, string>;
  /** Exit non-zero when the median req/s ratio product/raw is below this. */
  minReqRatio?: number;
  /** Exit non-zero when the median CPU-per-request ratio product/raw is above this. */
  maxCpuRatio?: number;
  prepare?(context: { baseUrl: string }): Promise<ScenarioRequest>;
  /**
   * A scenario that measures something else than product vs. raw (browser loads): it starts what
   * it needs, prints its figures and PASS/FAIL lines, and resolves true when its goals are met.
   */
  run?(context: {
    scratch: string;
    startProduct(options: {
      dataDir: string;
      logFile: string;
      env?: Record<string, string>;
    }): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }>;
    fmt(n: number, digits?: number): string;
    median(values: number[]): number;
  }): Promise<boolean>;
}
