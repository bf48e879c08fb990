import {
  newSurveyQuestion,
  type TQuestionType,
  type TSurvey,
  type TSurveyListItem,
  type TSurveyQuestion,
  ZSurveyContent,
} from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enSurveys from '../../../../api/src/modules/i18n/locales/en/surveys.json';

addEnglishPack('surveys', enSurveys);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['surveys.manage', 'enps.manage', 'quizzes.manage'],
});

export const IDS = {
  survey: 'a1111111-1111-4111-8111-111111111111',
  other: 'b2222222-2222-4222-8222-222222222222',
  hall: 'c3333333-3333-4333-8333-333333333333',
  rooftop: 'e5555555-5555-4555-8555-555555555555',
} as const;

const AT = '2026-03-01T10:00:00.000Z';

export const LOCATIONS = {
  items: [
    { id: IDS.hall, parentId: null, name: 'Main hall', slug: 'main-hall', address: null, imageUrl: null },
    {
      id: IDS.rooftop,
      parentId: null,
      name: 'Rooftop bar',
      slug: 'rooftop-bar',
      address: null,
      imageUrl: null,
    },
  ],
};

/** A question of the type as the editor would add it, titled. */
export function question(type: TQuestionType, id: string, title: string): TSurveyQuestion {
  return newSurveyQuestion(type, id, title);
}

/** Three questions: a choice (Food, Service), a score 1–5, a comment. */
export function questions(): TSurveyQuestion[] {
  const liked = question('select_single', 'liked', 'What did you like most?');
  return [
    {
      ...liked,
      answers: [
        { id: 'food', label: 'Food' },
        { id: 'service', label: 'Service' },
      ],
    } as TSurveyQuestion,
    question('rate', 'score', 'How would you rate your visit?'),
    question('text_long', 'why', 'What could we do better?'),
  ];
}

export function survey(overrides: Partial<TSurvey> = {}): TSurvey {
  const kind = overrides.kind ?? 'survey';
  return {
    id: IDS.survey,
    slug: 'summer-visit',
    kind,
    title: 'Your summer visit',
    language: 'en',
    locationId: IDS.hall,
    locationName: 'Main hall',
    isActive: false,
    expiresOn: null,
    logoUrl: null,
    headerUrl: null,
    content: ZSurveyContent.parse({
      subTitle: 'Three quick questions',
      questions: questions(),
      settings: { begin: 'It takes a minute.', after: 'Thank you!' },
      quiz: kind === 'quiz' ? {} : null,
    }),
    answersCount: 12,
    statesCount: 3,
    publicPath: `/user/p/${kind}/summer-visit`,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function listItem(overrides: Partial<TSurveyListItem> = {}): TSurveyListItem {
  const { content, ...rest } = survey();
  return { ...rest, questionsCount: content.questions.length, lastAnswerAt: AT, ...overrides };
}

/** Chooses an option of a PrimeReact dropdown as a keyboard user would, once it can be used. */
export async function pick(
  user: { keyboard: (keys: string) => Promise<void>; click: (element: Element) => Promise<void> },
  field: HTMLElement,
  option: string | RegExp,
) {
  const { screen, waitFor, within } = await import('@testing-library/react');
  await waitFor(() => {
    if (field.closest('.p-disabled')) throw new Error('The list is still loading');
  });
  field.focus();
  await user.keyboard('{ArrowDown}');
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** The options a PrimeReact dropdown offers, opened as a keyboard user would (closed again after). */
export async function optionsOf(
  user: { keyboard: (keys: string) => Promise<void> },
  field: HTMLElement,
): Promise<string[]> {
  const { screen, within } = await import('@testing-library/react');
  field.focus();
  await user.keyboard('{ArrowDown}');
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}
