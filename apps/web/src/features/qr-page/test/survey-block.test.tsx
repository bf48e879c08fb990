import { type TSurveyPublic, ZSurveyContent } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAppEmbeds } from '@/app/embeds';
import { registerEmbed, resetEmbeds } from '@/lib/embeds';
import { addEnglishPack } from '@/test/render';
import enSurvey from '../../../../../api/src/modules/i18n/locales/en/guest-survey.json';
import { block, counterCalls, makePage, SLUG, showPage } from './qr-fixture';

const SURVEY_SLUG = 'after-dinner';
const VIEW_URL = `GET /api/v1/survey/view/${SURVEY_SLUG}`;

const SURVEY: TSurveyPublic = {
  slug: SURVEY_SLUG,
  kind: 'survey',
  title: 'How was dinner?',
  language: 'en',
  content: ZSurveyContent.parse({
    structureTitle: 'Linden Café',
    questions: [{ id: 'taste', type: 'text_short', title: 'What did you enjoy most?', required: true }],
    settings: { welcomePage: 'Two quick questions.', after: 'Thank you!', expire: '' },
  }),
  logoUrl: null,
  headerUrl: null,
  company: { name: 'Linden Café', logoUrl: null },
  locationName: 'Old Town',
  expired: false,
  state: null,
  finished: false,
};

const surveyBlock = () => block('survey-form', { title: null, surveySlug: SURVEY_SLUG });

beforeEach(() => {
  addEnglishPack('guest-survey', enSurvey);
  registerAppEmbeds();
});
afterEach(() => {
  resetEmbeds();
  vi.restoreAllMocks();
});

describe('QR info page: a survey answered in place', () => {
  it('loads the survey only when the guest opens it, then answers it on the page', async () => {
    const survey = surveyBlock();
    const { calls } = await showPage(
      makePage([survey]),
      {},
      {
        [VIEW_URL]: { body: SURVEY },
        [`POST /api/v1/survey/${SURVEY_SLUG}/save-state/taste`]: { body: {} },
      },
    );
    const card = screen.getByRole('region', { name: 'Tell us what you think' });
    expect(calls.some((call) => call.url.includes('/survey/'))).toBe(false);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Answer the survey' }));
    expect(
      await within(card).findByRole('heading', { level: 3, name: 'How was dinner?' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Two quick questions.')).toBeInTheDocument();
    // The page keeps its own title: the survey's headings sit below the block's.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Linden Café']);
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: survey.id },
      ]),
    );

    await user.click(within(card).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(card).getByRole('button', { name: /Start/ }));
    expect(
      await within(card).findByRole('heading', { level: 3, name: 'What did you enjoy most?' }),
    ).toHaveFocus();
  });

  it('says so in the block when the survey is gone, the rest of the page unaffected', async () => {
    await showPage(
      makePage([surveyBlock(), block('text', { html: '<p>Welcome!</p>' })]),
      {},
      {
        [VIEW_URL]: {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Survey not found' },
        },
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Answer the survey' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: "This survey isn't available" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
  });

  it('offers Try again when the survey’s code could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    registerEmbed('survey', loader);
    await showPage(makePage([surveyBlock()]), {}, { [VIEW_URL]: { body: SURVEY } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Answer the survey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't load the survey. Please check your connection and try again.",
    );

    // The connection is back: the app's loader works again.
    registerAppEmbeds();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'How was dinner?' })).toBeInTheDocument();
  });

  it('leaves the block out when the app offers no surveys', async () => {
    resetEmbeds();
    await showPage(makePage([surveyBlock(), block('text', { html: '<p>Welcome!</p>' })]));
    expect(screen.queryByRole('button', { name: 'Answer the survey' })).not.toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
  });
});
