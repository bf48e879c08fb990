import { ZSurveyForm } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import {
  answersToSend,
  draftFromState,
  nextQuestionId,
  previousQuestionId,
  progressOf,
  questionIssue,
  resumeAt,
} from '../model/flow';
import { VISIT_FORM as FORM } from './survey-fixture';

const GUESTS = ZSurveyForm.parse({
  questions: [
    { id: 'guests', type: 'text_number', title: 'How many of you came?', data: { options: { min: 0 } } },
  ],
});

describe('progress', () => {
  it('counts only the questions the answers so far ask', () => {
    // Not answered yet: the food score and its follow-up are not asked.
    expect(progressOf(FORM, {}, 'visited')).toEqual({ position: 1, total: 5 });
    expect(progressOf(FORM, { visited: 'yes' }, 'visited')).toEqual({ position: 1, total: 6 });
    expect(progressOf(FORM, { visited: 'yes', food: 2 }, 'food')).toEqual({ position: 2, total: 7 });
  });

  it('shrinks when an answer jumps over questions or ends the survey', () => {
    expect(progressOf(FORM, { visited: 'no', liked: ['price'] }, 'recommend')).toEqual({
      position: 3,
      total: 4,
    });
    expect(progressOf(FORM, { visited: 'no', recommend: 10 }, 'recommend')).toEqual({
      position: 4,
      total: 4,
    });
  });
});

describe('next and back', () => {
  it('follow the show rules and jumps of the current answers', () => {
    expect(nextQuestionId(FORM, { visited: 'no' }, 'visited')).toBe('liked');
    expect(nextQuestionId(FORM, { visited: 'yes' }, 'visited')).toBe('food');
    expect(nextQuestionId(FORM, { visited: 'yes', food: 4 }, 'food')).toBe('liked');
    expect(nextQuestionId(FORM, { liked: ['taste', 'price'] }, 'liked')).toBe('recommend');
    expect(previousQuestionId(FORM, { liked: ['taste', 'price'] }, 'recommend')).toBe('liked');
    expect(previousQuestionId(FORM, {}, 'visited')).toBeNull();
  });

  it('ends after a jump to the end', () => {
    expect(nextQuestionId(FORM, { recommend: 9 }, 'recommend')).toBeNull();
    expect(nextQuestionId(FORM, { recommend: '3' }, 'recommend')).toBe('improve');
    expect(nextQuestionId(FORM, {}, 'improve')).toBeNull();
  });
});

describe('resume', () => {
  it('continues at the question the customer had reached, answers filled in', () => {
    const state = { answers: { visited: 'yes', food: 2 }, questionId: 'why' };
    expect(resumeAt(FORM, state)).toBe('why');
    expect(draftFromState(FORM, state.answers)).toEqual({ visited: 'yes', food: 2 });
  });

  it('falls back to the first unanswered question when the one reached is no longer asked', () => {
    // "why" is asked only after a low food score; the form changed and the score is now 4.
    expect(resumeAt(FORM, { answers: { visited: 'yes', food: 4 }, questionId: 'why' })).toBe('liked');
    expect(resumeAt(FORM, { answers: {}, questionId: 'gone' })).toBe('visited');
  });

  it('shows a typed number as text again', () => {
    expect(draftFromState(GUESTS, { guests: 3.5 })).toEqual({ guests: '3.5' });
  });
});

describe('what is sent', () => {
  it('leaves out answers to questions the logic no longer asks, and empty ones', () => {
    const draft = { visited: 'no', food: 2, why: 'Cold soup', liked: [], email: '  ', recommend: 7 };
    expect(answersToSend(FORM, draft)).toEqual({ visited: 'no', recommend: 7 });
  });

  it('checks the current answer as the server will', () => {
    const visited = FORM.questions[0]!;
    const email = FORM.questions.find((q) => q.id === 'email')!;
    expect(questionIssue(visited, undefined)?.code).toBe('REQUIRED');
    expect(questionIssue(visited, 'yes')).toBeNull();
    expect(questionIssue(email, 'not-an-address')?.code).toBe('INVALID_EMAIL');
    expect(questionIssue(email, '')).toBeNull();
  });

  it('reads a decimal comma as a point', () => {
    expect(answersToSend(GUESTS, { guests: '2,5' })).toEqual({ guests: '2.5' });
    expect(questionIssue(GUESTS.questions[0]!, '2,5')).toBeNull();
    expect(questionIssue(GUESTS.questions[0]!, '1,000.5')?.code).toBe('NOT_A_NUMBER');
  });
});
