import { handleResetParam } from './reset';
import { standaloneOnly, start } from './startup';

/** The guest build's boot (guest-main.tsx): as boot.ts, with only the standalone guest pages. */
export async function boot(root: HTMLElement): Promise<void> {
  if (!(await handleResetParam())) await start(root, standaloneOnly);
}
