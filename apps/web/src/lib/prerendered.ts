import { isLanguage, isTranslationPack, type TLanguage, type TTranslationPack } from '@guestloop/contracts';

/**
 * Data the API inlines in a page it pre-renders (a guest menu: apps/api/src/modules/menus/prerender.ts;
 * a survey: apps/api/src/modules/answers/survey-pages.ts) as `<script type="application/json">`
 * blocks, so the first render needs no API call. Each block is read and checked once; a block
 * that is missing or does not pass its check is simply not used (the app then fetches as usual).
 */
export const TRANSLATION_DATA_ID = 'gl-translation';

const read = new Map<string, unknown>();

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

/** The inlined block `id` as `check` accepts it, else null; the page's features give the check. */
export function prerenderedBlock<T>(id: string, check: (raw: unknown) => T | null): T | null {
  if (!read.has(id)) read.set(id, check(readBlock(id)));
  return read.get(id) as T | null;
}

/** The inlined guest translation pack when it is the one of `language`. */
export function prerenderedTranslation(language: TLanguage): TTranslationPack | undefined {
  const inlined = prerenderedBlock(TRANSLATION_DATA_ID, (raw) => {
    const block = raw as { language?: unknown; pack?: unknown } | undefined;
    return isLanguage(block?.language) && isTranslationPack(block?.pack)
      ? { language: block.language, pack: block.pack }
      : null;
  });
  return inlined?.language === language ? inlined.pack : undefined;
}

/** Test hook: read the blocks again. */
export function forgetPrerendered(): void {
  read.clear();
}

/**
 * Where the API inlined only the first screen's rules (apps/api/src/lib/prerender/template.ts),
 * the page's whole stylesheets are disabled links marked `data-full-styles`: enables them and
 * resolves once each has loaded or failed, so the app's first render is styled throughout.
 */
export function loadFullStyles(doc: Document = document): Promise<void> {
  const links = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-full-styles][disabled]'),
  ];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.removeAttribute('disabled');
        }),
    ),
  ).then(() => undefined);
}
