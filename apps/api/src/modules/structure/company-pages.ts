import { changeCommitted, notifyChange, onChangeCommitted } from '../../db/change-feed';
import type { Db, DbOrTx } from '../../db/client';

/**
 * What a guest's public pages of a company show besides its menus — the company's name and logo,
 * its locations, their tables and the feedback metrics — is cached by every API process. Each
 * change of those NOTIFYs this channel with the company's id inside its transaction (so it is
 * delivered at commit, and only then), and tells this process at once after the commit.
 */
export const COMPANY_PAGES_CHANNEL = 'gl_company_pages';

/** Call inside the change's transaction. */
export function notifyCompanyPages(tx: DbOrTx, structureId: string): Promise<void> {
  return notifyChange(tx, COMPANY_PAGES_CHANNEL, structureId);
}

/** Call after the change's transaction committed. */
export function companyPagesChanged(db: Db, structureId: string): void {
  changeCommitted(db, COMPANY_PAGES_CHANNEL, structureId);
}

/** Changes committed by this process, told at once (the other processes hear the notice). */
export function onCompanyPagesChanged(db: Db, listener: (structureId: string) => void): () => void {
  return onChangeCommitted(db, COMPANY_PAGES_CHANNEL, listener);
}
