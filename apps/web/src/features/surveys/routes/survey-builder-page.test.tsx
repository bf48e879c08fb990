import {
  QUESTION_TYPES,
  type TSurvey,
  type TSurveyQuestion,
  type TUpdateSurveyBody,
} from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { surveysRoutes } from '../routes';
import { LOCATIONS, MANAGER, optionsOf, pick, question, questions, renderAt, survey } from '../test-utils';

withOffsetParent();

/** The API of one survey: the builder reads what was saved last; `reply` may answer a save instead. */
function api(
  start: TSurvey,
  reply?: (body: TUpdateSurveyBody) => { status: number; body: unknown } | undefined,
) {
  let current = start;
  const prefix = { survey: 'survey', enps: 'e-nps', quiz: 'quiz' }[start.kind];
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/structure': { status: 404 },
    [`GET /api/v1/${prefix}/edit/${start.slug}`]: () => ({ body: current }),
    [`POST /api/v1/${prefix}/edit/${start.slug}`]: (call) => {
      const body = call.body as TUpdateSurveyBody;
      const answer = reply?.(body);
      if (answer) return answer;
      current = { ...current, ...body, content: body.content ?? current.content } as TSurvey;
      return { body: current };
    },
  });
}

const saved = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as TUpdateSurveyBody);
const preview = () => screen.getByRole('figure', { name: 'What guests see on a phone' });
const card = (number: number) => screen.getByRole('article', { name: `Question ${number}` });
const openCard = async (user: ReturnType<typeof userEvent.setup>, number: number) => {
  const toggle = within(card(number)).getByRole('button', { expanded: false });
  await user.click(toggle);
};

describe('SurveyBuilderPage', { timeout: 60_000 }, () => {
  it('adds a question of each of the 15 types, shows them in the preview and saves them in order', {
    timeout: 120_000,
  }, async () => {
    const { calls } = api(survey({ content: { ...survey().content, questions: [] } }));
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();

    const names: string[] = [];
    const addButton = screen.getByRole('button', { name: 'Add a question' });
    for (const type of QUESTION_TYPES) {
      await user.click(addButton);
      const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
      names.push(typeName(type));
      // Each type is a button named by the type, what the guest does its description.
      const button = within(dialog).getByRole('button', { name: typeName(type) });
      expect(button).toHaveAccessibleDescription(/\w/);
      await user.click(button);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(15);
    // The last one added is open, its title focused to be written.
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveFocus());
    expect(screen.getByLabelText('Question')).toHaveValue('What time did you arrive?');
    for (const [i, name] of names.entries())
      expect(within(cards[i] as HTMLElement).getByText(name)).toBeInTheDocument();
    expect(
      within(preview()).getByText('How likely are you to recommend us as a place to work?'),
    ).toBeInTheDocument();
    expect(within(preview()).getAllByText(/^\d+\.$/)).toHaveLength(15);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The survey is saved')).toBeInTheDocument();
    const body = saved(calls)[0];
    expect(body?.content?.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(body?.content?.questions.find((q) => q.type === 'dropdown')?.answers.map((a) => a.label)).toEqual([
      'Option 1',
      'Option 2',
    ]);
  });

  it('offers a show rule only the questions above, with their options, and the preview follows it', async () => {
    const { calls } = api(survey());
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 3' });
    expect(within(preview()).getByText('What could we do better?')).toBeInTheDocument();

    await openCard(user, 3);
    await user.click(within(card(3)).getByRole('button', { name: 'Add a show/hide rule' }));
    const tested = within(card(3)).getByLabelText('Question tested by Condition 1', { selector: 'input' });
    expect(await optionsOf(user, tested)).toEqual([
      '1. What did you like most?',
      '2. How would you rate your visit?',
    ]);
    await pick(user, tested, '1. What did you like most?');
    expect(
      await optionsOf(
        user,
        within(card(3)).getByLabelText('Comparison of Condition 1', { selector: 'input' }),
      ),
    ).toEqual(['is', 'is not', 'is one of', 'is answered', 'is not answered']);
    await pick(user, within(card(3)).getByLabelText('Value of Condition 1'), 'Service');

    // A guest who answered nothing is not asked it.
    await waitFor(() =>
      expect(within(preview()).queryByText('What could we do better?')).not.toBeInTheDocument(),
    );
    expect(within(preview()).getByText('More questions appear after certain answers: 1')).toBeInTheDocument();
    // The first question has nothing above it to look at.
    await openCard(user, 1);
    expect(within(card(1)).getByText(/The first question is always asked/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The survey is saved');
    expect(saved(calls)[0]?.content?.questions[2]?.visibility).toEqual({
      action: 'show',
      match: 'all',
      conditions: [{ questionId: 'liked', op: 'equals', value: 'service' }],
    });
  });

  it('reorders with the move buttons, shows the API’s message on a rule that now looks down, and sends nothing until fixed', async () => {
    const [liked, score, why] = questions() as [TSurveyQuestion, TSurveyQuestion, TSurveyQuestion];
    const ruled = {
      ...why,
      visibility: { action: 'show', match: 'all', conditions: [{ questionId: 'liked', op: 'answered' }] },
    } as TSurveyQuestion;
    const { calls } = api(survey({ content: { ...survey().content, questions: [liked, score, ruled] } }));
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 3' });

    await user.click(screen.getByRole('button', { name: 'Move Question 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    expect(within(card(1)).getByText('What could we do better?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Question 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A rule can only look at an earlier question; choose one above this one'),
    ).toBeInTheDocument();
    expect(within(card(1)).getByText('Check')).toBeInTheDocument();
    expect(saved(calls)).toHaveLength(0);

    await user.click(within(card(1)).getByRole('button', { name: 'Remove the rule' }));
    await user.click(screen.getByRole('button', { name: 'Move Question 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The survey is saved');
    expect(saved(calls)[0]?.content?.questions.map((q) => q.id)).toEqual(['liked', 'why', 'score']);
  });

  it('copies and deletes questions, asking first when another question’s rule uses one', async () => {
    const [liked, score, why] = questions() as [TSurveyQuestion, TSurveyQuestion, TSurveyQuestion];
    const ruled = {
      ...why,
      visibility: {
        action: 'hide',
        match: 'all',
        conditions: [{ questionId: 'score', op: 'gte', value: 4 }],
      },
    } as TSurveyQuestion;
    const { calls } = api(survey({ content: { ...survey().content, questions: [liked, score, ruled] } }));
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 3' });

    await user.click(screen.getByRole('button', { name: 'Duplicate Question 1' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(card(2)).getByText('What did you like most?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Question 3' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete question 3?' });
    expect(within(confirm).getByText(/rules or jumps use it \(1\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(within(card(3)).queryByText(/hidden by a rule/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The survey is saved');
    const sent = saved(calls)[0]?.content?.questions ?? [];
    expect(sent.map((q) => q.title)).toEqual([
      'What did you like most?',
      'What did you like most?',
      'What could we do better?',
    ]);
    expect(sent[2]?.visibility).toBeNull();
    expect(new Set(sent.map((q) => q.id)).size).toBe(3);
  });

  it('shows the API’s field messages where they belong', async () => {
    api(survey(), () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: [
          { path: 'body.title', code: 'custom', message: 'This title is already used' },
          {
            path: 'body.content.questions.1.data.options.max',
            code: 'custom',
            message: 'scale_min_not_below_max',
          },
        ],
      },
    }));
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 2' });
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This title is already used')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some fields need your attention')).toBeInTheDocument();
    // The question holding a message opens by itself.
    expect(within(card(2)).getByText('The scale must end above where it starts')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('keeps the e-NPS question of an e-NPS survey and does not offer a second one', async () => {
    const enps = survey({
      kind: 'enps',
      content: { ...survey().content, questions: [question('rate_enps', 'enps', 'Would you recommend us?')] },
    });
    api(enps);
    renderAt(surveysRoutes, '/user/app/e-nps/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 1' });
    expect(screen.queryByRole('button', { name: 'Delete Question 1' })).not.toBeInTheDocument();
    await openCard(user, 1);
    expect(screen.getByText(/it can be moved and reworded, but not deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    expect(within(dialog).queryByText('e-NPS, 0 to 10')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Score')).toBeInTheDocument();
  });

  it('scores a quiz: the right answer and its points, the pass mark and the time limit', async () => {
    const { calls } = api(survey({ kind: 'quiz' }));
    renderAt(surveysRoutes, '/user/app/quizzes/summer-visit');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Question 1' });
    await openCard(user, 1);
    await user.click(within(card(1)).getByRole('checkbox', { name: '“Service” is a right answer' }));
    const points = within(card(1)).getByLabelText('Points for a right answer');
    await user.clear(points);
    await user.type(points, '3');
    expect(within(card(1)).getByText(/3 pt/)).toBeInTheDocument();
    const passMark = screen.getByLabelText('Pass mark');
    await user.clear(passMark);
    await user.type(passMark, '80');
    await user.type(screen.getByLabelText('Time limit (minutes)'), '15');
    expect(within(preview()).getByText('Time limit: 15 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The survey is saved');
    const body = saved(calls)[0];
    expect(body?.content?.questions[0]?.data).toMatchObject({
      quiz: { correctAnswerIds: ['service'], points: 3 },
    });
    expect(body?.content?.quiz).toMatchObject({ passMark: 80, timeLimitMinutes: 15 });
  });
});

const TYPE_NAMES: Record<string, string> = {
  text_short: 'Short text',
  text_long: 'Long text',
  select_single: 'One choice',
  select_single_card: 'One choice, cards',
  checkboxes: 'Several choices',
  dropdown: 'Drop-down list',
  select_multiple: 'Several choices, tags',
  rate: 'Score',
  rate_enps: 'e-NPS, 0 to 10',
  text_number: 'Number',
  text_email: 'E-mail',
  text_phone_number: 'Phone',
  text_url: 'Link',
  date_only: 'Date',
  time_only: 'Time',
};
const typeName = (type: string) => TYPE_NAMES[type] ?? type;
