import { createHash } from 'node:crypto';
import { isLanguage, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { showIn } from '../i18n';
import { menuInLanguage, textsToTranslate } from './menu-texts';
import { encodeJson, type MenuSnapshot, type ShownMenu } from './snapshot';

/**
 * A menu version shown in another language than its own (SPEC point 4 "Translation"), built once
 * per version and language from the snapshot and the company's translation memory, compressed
 * like the snapshot, and kept until the version changes or the memory's translations into that
 * language do (`content-translations.changed`, told to every process on the menus' change feed).
 */

const KNOWN: ReadonlySet<string> = new Set(LANGUAGES);

/** The language a guest reads: the Language header when it names one, else the menu's own. */
export function contentLanguageOf(header: string | string[] | undefined, own: TLanguage): TLanguage {
  if (typeof header !== 'string') return own;
  // Asked on every fast answer: a set lookup for the header as the web app sends it.
  if (KNOWN.has(header)) return header as TLanguage;
  const code = header.trim().toLowerCase();
  return isLanguage(code) ? code : own;
}

/** The translated menu's data and JSON, before it is compressed. */
interface Translation {
  menu: ShownMenu['menu'];
  json: string;
  digest: string;
}

/** What the memory shows for the menu's texts in `language` (missing ones are asked of an engine). */
export async function translateSnapshot(
  db: Db,
  base: MenuSnapshot,
  language: TLanguage,
): Promise<Translation> {
  const shown = await showIn(
    db,
    { structureId: base.structureId, from: base.menu.language, to: language },
    textsToTranslate(base.menu, language),
  );
  const menu = menuInLanguage(base.menu, language, (text) => {
    const found = shown.get(text);
    return found && found.state !== 'original' ? found.text : null;
  });
  const json = JSON.stringify(menu);
  return { menu, json, digest: createHash('sha1').update(json).digest('base64url').slice(0, 12) };
}

interface Translated extends ShownMenu {
  digest: string;
}

/** One menu version's translations; replaced whole when any of them may be out of date. */
interface Entry {
  version: number;
  byLanguage: Map<TLanguage, Translated>;
  building: Map<TLanguage, Promise<Translated>>;
}

/** Menus whose translations are kept, least recently used going first. */
const MENU_LIMIT = 250;

export class TranslatedMenus {
  private readonly menus = new Map<string, Entry>();

  constructor(
    private readonly translate: (base: MenuSnapshot, language: TLanguage) => Promise<Translation>,
    private readonly limit = MENU_LIMIT,
  ) {}

  /** The kept translation of this snapshot's version, if any (no lookup, no promise). */
  kept(base: ShownMenu, language: TLanguage): ShownMenu | undefined {
    const entry = this.menus.get(base.menuId);
    return entry?.version === base.version ? entry.byLanguage.get(language) : undefined;
  }

  /**
   * The snapshot in `language`: the kept translation while `trusted` (the change feed is up, so a
   * change of the memory would have dropped it); otherwise the memory is read again, and the kept
   * bytes are reused when nothing changed. Built at most once at a time per version and language.
   */
  get(base: MenuSnapshot, language: TLanguage, trusted: boolean): Promise<ShownMenu> {
    const entry = this.entryOf(base);
    const kept = entry.byLanguage.get(language);
    if (kept && trusted) return Promise.resolve(kept);
    const pending = entry.building.get(language);
    if (pending) return pending;
    const build = this.build(base, language, kept).then((translated) => {
      // Dropped meanwhile (a newer translation, an edit): answered once, not kept.
      if (this.menus.get(base.menuId) === entry) entry.byLanguage.set(language, translated);
      return translated;
    });
    entry.building.set(language, build);
    const forget = () => entry.building.delete(language);
    build.then(forget, forget);
    return build;
  }

  /** A menu changed (`language` undefined), or the translations of its texts into `language` did. */
  invalidate(menuId: string, language?: string): void {
    const entry = this.menus.get(menuId);
    if (!entry) return;
    this.menus.delete(menuId);
    if (language === undefined) return;
    const byLanguage = new Map(entry.byLanguage);
    byLanguage.delete(language as TLanguage);
    // Builds under way for other languages read the memory before this change: they are not kept.
    this.menus.set(menuId, { version: entry.version, byLanguage, building: new Map() });
  }

  /** Change notices may have been missed: nothing kept is used again. */
  clear(): void {
    this.menus.clear();
  }

  private entryOf(base: ShownMenu): Entry {
    let entry = this.menus.get(base.menuId);
    // A request still holding an older version is answered, and its translation is not kept.
    if (entry && entry.version > base.version)
      return { version: base.version, byLanguage: new Map(), building: new Map() };
    if (entry?.version !== base.version) {
      entry = { version: base.version, byLanguage: new Map(), building: new Map() };
    }
    this.menus.delete(base.menuId);
    this.menus.set(base.menuId, entry);
    while (this.menus.size > this.limit) this.menus.delete(this.menus.keys().next().value as string);
    return entry;
  }

  private async build(base: MenuSnapshot, language: TLanguage, kept: Translated | undefined) {
    const { menu, json, digest } = await this.translate(base, language);
    if (kept?.digest === digest) return kept;
    return {
      menuId: base.menuId,
      version: base.version,
      menu,
      digest,
      etag: `"${base.menuId}-${base.version}-${language}-${digest}"`,
      ...(await encodeJson(json)),
    };
  }
}
