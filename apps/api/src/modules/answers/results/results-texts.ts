import type { TLanguage } from '@guestloop/contracts';
import { serverTexts } from '../../i18n';

/** The words the results give in files and breakdowns (namespace `survey-results`), English where one is missing. */

export type Texts = (key: string) => string;

/** `t('export.columns.finishedAt')`; an unknown key is given back as is. */
export const resultsTexts = (language: TLanguage): Texts => serverTexts('survey-results', language);
