import type { TLanguage } from '@guestloop/contracts';
import { serverTexts } from '../../i18n';

/** The words of exported files (the `stats` namespace), in the caller's language, English where a word is missing. */

export type Texts = (key: string, vars?: Record<string, string | number>) => string;

/** `t('columns.revenue')` → the text under `export.columns.revenue`; an unknown key is given back as is. */
export const exportTexts = (language: TLanguage): Texts => serverTexts('stats', language, 'export');
