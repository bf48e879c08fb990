import type { TTranslations } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enTranslations from '../../../../api/src/modules/i18n/locales/en/translations.json';

addEnglishPack('translations', enTranslations);

export { renderAt } from '@/test/render';

export const TRANSLATOR = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['translations.manage', 'menus.manage', 'surveys.manage', 'qr-info.manage'],
});

/** A survey's texts in Spanish: one by a person, one by an engine, two not yet translated. */
export function surveyTexts(overrides: Partial<TTranslations> = {}): TTranslations {
  return {
    title: 'Guest visit',
    sourceLanguage: 'en',
    language: 'es',
    counts: { human: 1, machine: 1, missing: 2 },
    texts: [
      { id: 'title', label: 'title', source: 'Guest visit', text: 'Visita', state: 'human' },
      {
        id: 'questions.q1.title',
        label: 'question 1 › title',
        source: 'How was your meal?',
        text: '¿Qué tal la comida?',
        state: 'machine',
      },
      {
        id: 'questions.q1.answers.a',
        label: 'question 1 › answer 1',
        source: 'Great',
        text: 'Great',
        state: 'missing',
      },
      {
        id: 'settings.after',
        label: 'thanks',
        source: 'Thank you!',
        text: 'Thank you!',
        state: 'missing',
      },
    ],
    ...overrides,
  };
}
