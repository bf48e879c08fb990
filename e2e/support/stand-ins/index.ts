// Local servers that speak outside services' documented wire formats (Google Business Profile,
// Syrve Cloud API, Telegram Bot API), started before the product so its adapters point at them.
// Each service is one file here exporting `startStandIn`; the product gets every file's `env`,
// and journeys reach a stand-in's inspection endpoints through E2E_STANDIN_<NAME>.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface StandIn {
  /** E.g. `SYRVE` (journeys read E2E_STANDIN_SYRVE for its base URL). */
  name: string;
  url: string;
  /** What the product must be started with to use it (e.g. `SYRVE_API_URL`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startStandIns(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const files = readdirSync(here).filter(
    (f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.d.ts'),
  );
  const started: StandIn[] = [];
  try {
    for (const file of files.sort()) {
      const module = (await import(pathToFileURL(path.join(here, file)).href)) as {
        startStandIn(): Promise<StandIn>;
      };
      started.push(await module.startStandIn());
    }
  } catch (error) {
    await Promise.all(started.map((s) => s.close()));
    throw error;
  }
  for (const standIn of started) process.env[`E2E_STANDIN_${standIn.name}`] = standIn.url;
  return {
    env: Object.assign({}, ...started.map((s) => s.env)),
    close: async () => {
      await Promise.all(started.map((s) => s.close()));
    },
  };
}
