import type { TQuestionResult } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { BASE_ROUTES, questionResult, RESULTS, renderWithQuery } from '../../test-utils';
import { useResultsWords } from '../use-results-words';
import { QuestionSummary } from './question-summary';

// jsdom draws no canvas: the chart stands in as an empty element that keeps its bars' colours;
// the card's words are tested.
vi.mock('primereact/chart', () => ({
  Chart: ({ data }: { data: { datasets: { backgroundColor: unknown }[] } }) => (
    <canvas data-colors={JSON.stringify(data.datasets[0]?.backgroundColor)} />
  ),
}));

function Card({
  result,
  quiz = false,
  correctIds = [],
  hiddenLabels,
}: {
  result: TQuestionResult;
  quiz?: boolean;
  correctIds?: string[];
  hiddenLabels?: string[];
}) {
  const words = useResultsWords();
  return (
    <QuestionSummary
      index={0}
      result={result}
      quiz={quiz}
      correctIds={correctIds}
      hiddenLabels={hiddenLabels}
      answersHref="#answers"
      words={words}
    />
  );
}

const show = (
  result: TQuestionResult,
  props: { quiz?: boolean; correctIds?: string[]; hiddenLabels?: string[] } = {},
) => {
  mockFetch(BASE_ROUTES);
  renderWithQuery(<Card result={result} {...props} />);
  return screen.getByRole('region', { name: `1. \u2068${result.title}\u2069` });
};

const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('A question’s summary card', () => {
  it('draws a select question as bars of its options, described in words and with a table view', async () => {
    const card = show(RESULTS.visit!);
    expect(figure(card, 'Answered')).toBe('10');
    expect(
      within(card).getByRole('img', { name: 'Chosen most: Friends, in 60% of the answers.' }),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Table view' }));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OptionChosenShare of answers',
      'Friends660%',
      'Maps330%',
      'Walking past110%',
    ]);
  });

  it('marks a quiz question’s right option and its share of right answers', async () => {
    const result = questionResult({
      ...RESULTS.visit!,
      correctShare: 30,
    });
    const card = show(result, { quiz: true, correctIds: ['maps'] });
    expect(figure(card, 'Right answers')).toBe('30%');
    // Green for the right answer, grey for the others (the theme's colours, jsdom's fallbacks here).
    const bars = () => JSON.parse(card.querySelector('canvas')?.dataset.colors ?? '[]');
    await waitFor(() => expect(bars()).toEqual(['#4b5563', '#1f9d55', '#4b5563']));
    expect(within(card).getByText('Green bars are the right answers.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Table view' }));
    expect(within(card).getByRole('row', { name: /Maps/ })).toHaveTextContent('Maps330%Right');
    expect(within(card).getByRole('row', { name: /Friends/ })).toHaveTextContent(/^Friends660%$/);
  });

  it('names the options left out to keep answers anonymous, and draws no empty chart when all are', () => {
    const team = { type: 'select_single' as const, title: 'Your team', answered: 5 };
    const some = show(questionResult({ ...team, options: [{ id: 'kitchen', label: 'Kitchen', count: 5 }] }), {
      hiddenLabels: ['Bar'],
    });
    expect(
      within(some).getByRole('img', { name: 'Chosen most: Kitchen, in 100% of the answers.' }),
    ).toBeInTheDocument();
    expect(within(some).getByText('Hidden to keep answers anonymous: Bar.')).toBeInTheDocument();

    const none = show(questionResult({ ...team, title: 'Your shift', options: [] }), {
      hiddenLabels: ['Kitchen', 'Bar'],
    });
    expect(figure(none, 'Answered')).toBe('5');
    expect(within(none).getByText('Hidden to keep answers anonymous: Kitchen, Bar.')).toBeInTheDocument();
    expect(within(none).queryByRole('img')).not.toBeInTheDocument();
    expect(within(none).queryByText('Nobody answered this question yet.')).not.toBeInTheDocument();
  });

  it('draws a scale as the spread of its scores with the average', async () => {
    const card = show(RESULTS.stars!);
    expect(figure(card, 'Average')).toBe('4.2');
    expect(
      within(card).getByRole('img', { name: 'Average score 4.2; given most: 5, in 50% of the answers.' }),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Table view' }));
    expect(within(card).getByRole('row', { name: /^4/ })).toHaveTextContent('4330%');
  });

  it('gives the e-NPS score with its promoters, passives and detractors, and the 0–10 spread by group', async () => {
    mockFetch(BASE_ROUTES);
    renderWithQuery(<Card result={RESULTS.recommend!} />);
    const card = screen.getByRole('region', { name: '1. \u2068Would you recommend us?\u2069' });
    expect(within(card).getByText('e-NPS').nextElementSibling).toHaveTextContent('+40');
    expect(figure(card, 'Promoters (9–10)')).toBe('6 60%');
    expect(figure(card, 'Passives (7–8)')).toBe('2 20%');
    expect(figure(card, 'Detractors (0–6)')).toBe('2 20%');

    const spread = screen.getByRole('region', { name: 'Scores from 0 to 10' });
    await userEvent.click(within(spread).getByRole('button', { name: 'Table view' }));
    expect(within(spread).getByRole('row', { name: /^10/ })).toHaveTextContent('10Promoter440%');
    expect(within(spread).getByRole('row', { name: /^3/ })).toHaveTextContent('3Detractor220%');
  });

  it('shows a free-text question as a cloud of its words, largest the most used, and as a table', async () => {
    const card = show(RESULTS.comment!);
    const cloud = within(card).getByRole('list', { name: 'The words used most' });
    const words = within(cloud).getAllByRole('listitem');
    // In the order of the alphabet; a screen reader hears each word's count.
    expect(words.map((word) => word.textContent)).toEqual([
      'coffee answers using it: 6',
      'friendly answers using it: 3',
      'slow answers using it: 1',
    ]);
    const size = (word: HTMLElement) => Number.parseFloat(word.style.fontSize);
    expect(size(words[0]!)).toBeGreaterThan(size(words[1]!));
    expect(size(words[1]!)).toBeGreaterThan(size(words[2]!));
    expect(within(card).getByRole('link', { name: 'Read the answers in the table' })).toHaveAttribute(
      'href',
      '#answers',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Table view' }));
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WordAnswers using it',
      'coffee6',
      'friendly3',
      'slow1',
    ]);
  });

  it('says so when a free-text question has no words yet', () => {
    const card = show(questionResult({ type: 'text_short', title: 'Name a dish', answered: 0, words: [] }));
    expect(within(card).getByText('No words to show yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Table view' })).not.toBeInTheDocument();
  });

  it('gives a number question’s average, and sends the other types to the table of answers', () => {
    const numbers = show(RESULTS.cups!);
    expect(within(numbers).getByText('Average of the answers').nextElementSibling).toHaveTextContent('2.5');

    const card = show(RESULTS.email!);
    expect(figure(card, 'Answered')).toBe('4');
    expect(within(card).getByRole('link', { name: 'Read the answers in the table' })).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});
