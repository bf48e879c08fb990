import { handleResetParam } from './reset';
import { anyPage, start } from './startup';

/** `?reset` comes first: nothing else may open the databases it is about to delete. */
export async function boot(root: HTMLElement): Promise<void> {
  if (!(await handleResetParam())) await start(root, anyPage);
}
