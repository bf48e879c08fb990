import type { TLanguage, TMetricContent, TRatingAnswer } from '@guestloop/contracts';
import type { Streak } from './demo-history-calendar';
import type { Random } from './demo-history-random';

/**
 * The demo café's "What stood out?": the ready-made topics a pleased guest taps (service, food,
 * atmosphere…) and, added for the demo, what goes wrong at a busy café, so an unhappy guest has a
 * reason to tap and the metric's page can show why guests rated it badly. The history's ratings
 * choose from them: bad ratings mostly the complaints (the reason of a shift that went wrong, the
 * wait in Friday's rush), good ones the topics they liked.
 */

const COMPLAINT_IDS = [
  'long-wait',
  'cold-food',
  'wrong-order',
  'unavailable',
  'noise',
  'not-cleared',
  'paying',
] as const;
type ComplaintId = (typeof COMPLAINT_IDS)[number];
export const DEMO_COMPLAINT_IDS: readonly string[] = COMPLAINT_IDS;

/** The complaints' labels in each language the demo's metrics are made in (English, as the company). */
const COMPLAINT_LABELS: Partial<Record<TLanguage, Record<ComplaintId, string>>> = {
  en: {
    'long-wait': 'Long wait',
    'cold-food': 'Food not hot',
    'wrong-order': 'Wrong order',
    unavailable: 'Dish or drink unavailable',
    noise: 'Too noisy',
    'not-cleared': 'Table not cleared',
    paying: 'Trouble paying',
  },
};

/** The metric's first question with the demo's complaints added after its own answers. */
export function withDemoComplaints(content: TMetricContent, language: TLanguage): TMetricContent {
  const labels = COMPLAINT_LABELS[language];
  const [question, ...rest] = content.questions;
  if (!labels || !question) return content;
  const own = new Set(question.answers.map((a) => a.id));
  const added = COMPLAINT_IDS.filter((id) => !own.has(id)).map((id) => ({ id, label: labels[id] }));
  return { ...content, questions: [{ ...question, answers: [...question.answers, ...added] }, ...rest] };
}

/** A metric's question as the history answers it: its answers split into praise and complaints. */
export interface AnswerChoice {
  questionId: string;
  multiple: boolean;
  praise: [string, number][];
  complaints: [string, number][];
}

const PRAISE_WEIGHTS: Record<string, number> = {
  food: 30,
  service: 28,
  atmosphere: 20,
  drinks: 18,
  value: 10,
  cleanliness: 8,
  speed: 8,
};
const COMPLAINT_WEIGHTS: Record<ComplaintId, number> = {
  'long-wait': 30,
  'cold-food': 18,
  'wrong-order': 14,
  noise: 10,
  'not-cleared': 10,
  unavailable: 8,
  paying: 6,
};

/** What a metric's ratings can choose: its first question with answers, or null. */
export function answerChoiceOf(content: { questions?: TMetricContent['questions'] }): AnswerChoice | null {
  const question = content.questions?.find((q) => q.answers.length > 0);
  if (!question) return null;
  const complaint = (id: string): id is ComplaintId => (DEMO_COMPLAINT_IDS as string[]).includes(id);
  return {
    questionId: question.id,
    multiple: question.data.options.multiple,
    praise: question.answers.filter((a) => !complaint(a.id)).map((a) => [a.id, PRAISE_WEIGHTS[a.id] ?? 5]),
    complaints: question.answers.flatMap((a) => (complaint(a.id) ? [[a.id, COMPLAINT_WEIGHTS[a.id]]] : [])),
  };
}

/** Why a rating went bad, when the history knows: a shift that went wrong, or Friday's rush. */
export type BadReason = Streak['cause'] | 'rush' | null;

/** The complaints each reason brings, the likeliest first. */
const REASONS: Record<Exclude<BadReason, null>, ComplaintId[]> = {
  'short-staffed': ['long-wait', 'wrong-order'],
  'coffee-machine': ['unavailable', 'long-wait'],
  'cold-food': ['cold-food'],
  'card-terminal': ['paying', 'long-wait'],
  rush: ['long-wait', 'cold-food'],
};

/**
 * The answers a rating chose. Most guests answer; a bad rating taps what went wrong (its reason's
 * complaint first), now and then something it liked too; a good one what it liked, rarely a
 * complaint; a middling one a bit of both. Friday's rush always names the wait.
 */
export function chosenAnswers(
  choice: AnswerChoice | null,
  outcome: string,
  reason: BadReason,
  random: Random,
): TRatingAnswer[] {
  if (!choice) return [];
  const rush = outcome === 'bad' && reason === 'rush';
  const share = outcome === 'bad' ? 0.85 : outcome === 'neutral' ? 0.7 : 0.65;
  if (!rush && !random.chance(share)) return [];
  const chosen = new Set<string>();
  const offered = new Set([...choice.praise, ...choice.complaints].map(([id]) => id));
  const add = (id: string | undefined) => {
    if (id && offered.has(id)) chosen.add(id);
  };
  const some = (from: [string, number][], count: number) => {
    for (let i = 0; i < count && from.length > 0; i++) add(random.weighted(from));
  };
  if (outcome === 'bad') {
    const causes = reason ? REASONS[reason] : [];
    causes.forEach((id, i) => {
      if (i === 0 ? rush || random.chance(0.9) : random.chance(0.35)) add(id);
    });
    some(choice.complaints, chosen.size > 0 ? random.int(0, 1) : random.int(1, 2));
    if (random.chance(0.1)) some(choice.praise, 1);
  } else if (outcome === 'good') {
    some(choice.praise, random.int(1, 3));
    if (random.chance(0.03)) some(choice.complaints, 1);
  } else {
    if (random.chance(0.7)) some(choice.praise, 1);
    if (chosen.size === 0 || random.chance(0.6)) some(choice.complaints, 1);
  }
  const answerIds = choice.multiple ? [...chosen] : [...chosen].slice(0, 1);
  return answerIds.length > 0 ? [{ questionId: choice.questionId, answerIds }] : [];
}
