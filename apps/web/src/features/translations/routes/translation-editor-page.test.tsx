import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { translationsRoutes } from '../routes';
import { renderAt, surveyTexts, TRANSLATOR } from '../test-utils';

const PATH = '/user/app/translations/survey/guest-visit';
const TEXTS = 'GET /api/v1/translations/survey/guest-visit';
const PROGRESS = 'GET /api/v1/translations/survey/guest-visit/progress';
const profile = { 'GET /api/v1/profile': { body: TRANSLATOR } };
withOffsetParent();

const settled = (language = 'es', missing = 2) => ({
  body: {
    sourceLanguage: 'en',
    total: 4,
    languages: [{ language, counts: { human: 1, machine: 4 - 1 - missing, missing }, waiting: 0 }],
  },
});

describe('TranslationEditorPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./translation-editor-page'));

  it('shows each text beside its translation with its state, filtered and searched', async () => {
    const { calls } = mockFetch({ ...profile, [TEXTS]: { body: surveyTexts() }, [PROGRESS]: settled() });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest visit' })).toBeInTheDocument();
    expect(screen.getByText(/Survey · written in English/)).toBeInTheDocument();
    expect(
      calls.find((call) => call.url.startsWith('/api/v1/translations/survey/guest-visit?'))?.url,
    ).toContain('to=es');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!).getByRole('textbox', { name: 'Translation of “Question 1 › Title” into Español' }),
    ).toHaveValue('¿Qué tal la comida?');
    expect(within(rows[1]!).getByText('Title')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Machine')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Missing')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('textbox', { name: 'Translation of “Question 1 › Answer 1” into Español' }),
    ).toHaveValue('');
    expect(within(rows[1]!).getByText('How was your meal?')).toHaveAttribute('lang', 'en');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Missing (2)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the texts' }), 'meal');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the texts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the texts' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No texts match' })).toBeInTheDocument();
  });

  it('saves a translation by hand as human, and clearing one brings the machine translation back', async () => {
    const { calls } = mockFetch({
      ...profile,
      [TEXTS]: { body: surveyTexts() },
      [PROGRESS]: settled(),
      'POST /api/v1/translation/correction': { status: 204 },
    });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /Translation of “Question 1 › Answer 1”/ });
    await user.type(field, 'Genial');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    const row = field.closest('li') as HTMLElement;
    expect(within(row).getByText('Human')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yours (2)' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Use the machine translation' }));
    await waitFor(() => expect(within(row).getByText('Missing')).toBeInTheDocument());
    const posted = calls
      .filter((call) => call.url === '/api/v1/translation/correction')
      .map((call) => call.body);
    expect(posted).toEqual([
      { source: 'Great', from: 'en', to: 'es', text: 'Genial' },
      { source: 'Great', from: 'en', to: 'es', text: '' },
    ]);
  });

  it('says when a save fails, and keeps what was typed', async () => {
    mockFetch({
      ...profile,
      [TEXTS]: { body: surveyTexts() },
      [PROGRESS]: settled(),
      'POST /api/v1/translation/correction': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
      },
    });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', {
      name: /Translation of “Thank-you text”/,
    });
    await user.type(field, '¡Gracias!{Control>}{Enter}{/Control}');
    expect(await screen.findByText('The translation could not be saved')).toBeInTheDocument();
    expect(field).toHaveValue('¡Gracias!');
  });

  it('translates into several languages with a bar per language until the engine is done', async () => {
    let polls = 0;
    const { calls } = mockFetch({
      ...profile,
      [TEXTS]: { body: surveyTexts() },
      'POST /api/v1/translations/survey/guest-visit/translate': {
        body: {
          sourceLanguage: 'en',
          total: 4,
          languages: [
            { language: 'es', counts: { human: 1, machine: 1, missing: 2 }, waiting: 2 },
            { language: 'ar', counts: { human: 0, machine: 0, missing: 4 }, waiting: 4 },
          ],
        },
      },
      [PROGRESS]: (call) => {
        if (!/languages=es(%2C|,)ar/.test(call.url)) return settled();
        polls++;
        const working = polls === 1;
        return {
          body: {
            sourceLanguage: 'en',
            total: 4,
            languages: [
              {
                language: 'es',
                counts: { human: 1, machine: working ? 2 : 3, missing: working ? 1 : 0 },
                waiting: working ? 1 : 0,
              },
              { language: 'ar', counts: { human: 0, machine: 0, missing: 4 }, waiting: working ? 4 : 0 },
            ],
          },
        };
      },
    });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    const user = userEvent.setup();
    (await screen.findByRole('combobox', { name: 'Languages' })).focus();
    await user.keyboard('{ArrowDown}');
    const panel = await waitFor(() => document.querySelector('.p-multiselect-panel') as HTMLElement);
    await user.click(await within(panel).findByRole('option', { name: 'Español' }));
    await user.click(within(panel).getByRole('option', { name: 'العربية' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const progress = await screen.findByRole('list', { name: 'Progress' });
    expect(await within(progress).findByText('Translating… texts left: 4')).toBeInTheDocument();
    await waitFor(() => expect(within(progress).getByText('Done')).toBeInTheDocument(), { timeout: 5000 });
    expect(
      within(progress).getByRole('progressbar', { name: 'Español: 4 of 4 translated' }),
    ).toBeInTheDocument();
    expect(
      within(progress).getByText('No engine could translate these texts: 4. Translate them by hand.'),
    ).toBeInTheDocument();
    expect(polls).toBeGreaterThan(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ languages: ['es', 'ar'] });
  });

  it('asks for a language when the page opens in the language the texts are written in', async () => {
    mockFetch({
      ...profile,
      [TEXTS]: { body: surveyTexts({ language: 'en', counts: { human: 4, machine: 0, missing: 0 } }) },
    });
    renderAt(translationsRoutes, `${PATH}?to=en`);
    expect(await screen.findByRole('heading', { name: 'Which language?' })).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox', { name: /Translation of/ })).toHaveLength(0);
  });

  it('says when the record does not exist or the texts cannot be loaded', async () => {
    mockFetch({
      ...profile,
      [TEXTS]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'gone' } },
    });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All translations/ })).toHaveAttribute(
      'href',
      '/user/app/translations',
    );
  });

  it('refuses a member without the translations permission', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...TRANSLATOR, permissions: ['menus.manage'] } } });
    renderAt(translationsRoutes, `${PATH}?to=es`);
    expect(
      await screen.findByRole('heading', { name: 'You cannot manage translations' }),
    ).toBeInTheDocument();
  });
});
