import {
  isLanguage,
  type TLanguage,
  type TPublicMenu,
  type TTranslationPack,
  ZPublicMenu,
  ZTranslationPack,
} from '@guestloop/contracts';

/**
 * Data the API inlines in a pre-rendered guest menu page (apps/api/src/modules/menus/prerender.ts)
 * as `<script type="application/json">` blocks, so the first render needs no API call. Read once;
 * a block that is missing or does not parse is simply not used (the app then fetches as usual).
 */
export const MENU_DATA_ID = 'gl-public-menu';
export const TRANSLATION_DATA_ID = 'gl-translation';

function readBlock(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let menu: TPublicMenu | null | undefined;
let translation: { language: TLanguage; pack: TTranslationPack } | null | undefined;

/** The inlined public menu when it is the one of `slug`. */
export function prerenderedMenu(slug: string): TPublicMenu | undefined {
  if (menu === undefined) {
    const parsed = ZPublicMenu.safeParse(readBlock(MENU_DATA_ID));
    menu = parsed.success ? parsed.data : null;
  }
  return menu?.slug === slug ? menu : undefined;
}

/** The inlined guest translation pack when it is the one of `language`. */
export function prerenderedTranslation(language: TLanguage): TTranslationPack | undefined {
  if (translation === undefined) {
    const block = readBlock(TRANSLATION_DATA_ID) as { language?: unknown; pack?: unknown } | undefined;
    const pack = ZTranslationPack.safeParse(block?.pack);
    translation =
      pack.success && isLanguage(block?.language) ? { language: block.language, pack: pack.data } : null;
  }
  return translation?.language === language ? translation.pack : undefined;
}

/** Test hook: read the blocks again. */
export function forgetPrerendered(): void {
  menu = undefined;
  translation = undefined;
}
