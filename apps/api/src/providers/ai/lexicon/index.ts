import type { TLanguage } from '@guestloop/contracts';
import { ar } from './ar';
import { az } from './az';
import { type CompiledPack, compilePack } from './compile';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ge } from './ge';
import { hv } from './hv';
import { it } from './it';
import { kk } from './kk';
import { lv } from './lv';
import { pl } from './pl';
import { ro } from './ro';
import { ru } from './ru';
import { sl } from './sl';
import { tr } from './tr';
import type { LanguagePack } from './types';
import { uk } from './uk';
import { zh } from './zh';

/** The word lists of each of the product's languages (one file each, beside this one). */
export const LANGUAGE_PACKS: Record<TLanguage, LanguagePack> = {
  en,
  uk,
  ru,
  de,
  fr,
  ar,
  pl,
  tr,
  it,
  es,
  ro,
  cs,
  lv,
  zh,
  kk,
  az,
  sl,
  hv,
  ge,
};

const compiled = new Map<TLanguage, CompiledPack>();

export function packOf(language: TLanguage): CompiledPack {
  let pack = compiled.get(language);
  if (!pack) {
    pack = compilePack(LANGUAGE_PACKS[language]);
    compiled.set(language, pack);
  }
  return pack;
}
