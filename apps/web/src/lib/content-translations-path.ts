import type { TTranslatableKind } from '@guestloop/contracts';

/** The console's translations section, where every feature's "Translations" link leads. */
export const CONTENT_TRANSLATIONS_PATH = '/user/app/translations';

/** The translation editor of one record: /user/app/translations/{kind}/{slug}. */
export const contentTranslationsPath = (kind: TTranslatableKind, slug: string) =>
  `${CONTENT_TRANSLATIONS_PATH}/${kind}/${encodeURIComponent(slug)}`;
