import {
  type TSurveyKind,
  type TSurveyPublic,
  type TSurveyQuestionInput,
  type TSurveyState,
  ZSurveyContent,
} from '@guestloop/contracts';
import { addEnglishPack } from '@/test/render';
import enSurvey from '../../../../../api/src/modules/i18n/locales/en/guest-survey.json';

export const SLUG = 'visit-k3f9x2ab';
export const VIEW_URL = `GET /api/v1/survey/view/${SLUG}`;
export const SAVE_ANSWER_URL = `POST /api/v1/survey/${SLUG}/save-answer`;
export const saveStateUrl = (questionId: string, prefix = '/survey') =>
  `POST /api/v1${prefix}/${SLUG}/save-state/${questionId}`;

export function addSurveyWords() {
  addEnglishPack('guest-survey', enSurvey);
}

/**
 * A visit survey: whether the guest came, a food score only for those who did, what went wrong
 * after a low score, what they liked (choosing "price" jumps to the recommendation), an email,
 * a recommendation that ends the survey at 9 or more, then a last remark.
 */
export const VISIT_QUESTIONS: TSurveyQuestionInput[] = [
  {
    id: 'visited',
    type: 'select_single',
    title: 'Did you visit us?',
    required: true,
    answers: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
  {
    id: 'food',
    type: 'rate',
    title: 'How was the food?',
    required: true,
    data: { options: { min: 1, max: 5, labels: { min: 'Poor', max: 'Excellent' } } },
    visibility: { action: 'show', conditions: [{ questionId: 'visited', op: 'equals', value: 'yes' }] },
  },
  {
    id: 'why',
    type: 'text_long',
    title: 'What went wrong?',
    visibility: { action: 'show', conditions: [{ questionId: 'food', op: 'lte', value: 2 }] },
  },
  {
    id: 'liked',
    type: 'checkboxes',
    title: 'What did you like?',
    data: { options: { maxSelected: 2 } },
    answers: [
      { id: 'taste', label: 'Taste' },
      { id: 'service', label: 'Service' },
      { id: 'price', label: 'Price' },
    ],
    jumps: [{ conditions: [{ questionId: 'liked', op: 'contains', value: 'price' }], to: 'recommend' }],
  },
  { id: 'email', type: 'text_email', title: 'Your email' },
  {
    id: 'recommend',
    type: 'rate_enps',
    title: 'Would you recommend us?',
    required: true,
    jumps: [{ conditions: [{ questionId: 'recommend', op: 'gte', value: 9 }], to: '$end' }],
  },
  { id: 'improve', type: 'text_short', title: 'What should we improve?' },
];

export const VISIT_FORM = ZSurveyContent.parse({ questions: VISIT_QUESTIONS });

export function makeState(answers: TSurveyState['answers'], questionId: string | null): TSurveyState {
  return {
    answers,
    questionId,
    startedAt: '2026-05-04T10:00:00.000Z',
    updatedAt: '2026-05-04T10:02:00.000Z',
  };
}

export function makeSurvey(
  overrides: Partial<TSurveyPublic> = {},
  content: Partial<Parameters<typeof ZSurveyContent.parse>[0]> = {},
  kind: TSurveyKind = 'survey',
): TSurveyPublic {
  return {
    slug: SLUG,
    kind,
    title: 'Your visit to Linden Café',
    language: 'en',
    content: ZSurveyContent.parse({
      subTitle: 'Two minutes, seven questions.',
      structureTitle: 'Linden Café',
      questions: VISIT_QUESTIONS,
      settings: {
        welcomePage: 'Tell us how it went.',
        after: 'See you again soon.',
        expire: '',
        policy: { GDPRCompliance: true },
      },
      ...content,
    }),
    logoUrl: null,
    headerUrl: null,
    company: { name: 'Linden Café', logoUrl: null },
    locationName: 'Old Town',
    expired: false,
    state: null,
    finished: false,
    ...overrides,
  };
}
