import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from './enums';
import { isMultipleChoice, isSelectQuestion } from './survey-question-kinds';
import { newSurveyQuestion, ZSurveyQuestion } from './survey-questions';

const messages = (input: unknown) =>
  ZSurveyQuestion.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const variants = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
];

describe('ZSurveyQuestion', () => {
  it.each(QUESTION_TYPES)('a new %s question is valid and keeps its type', (type) => {
    const q = newSurveyQuestion(type, 'q1', 'Title');
    expect(q.type).toBe(type);
    expect(ZSurveyQuestion.parse(q)).toEqual(q);
    expect(isSelectQuestion(q)).toBe(q.answers.length > 0);
  });

  it('fills the settings an editor leaves out', () => {
    expect(ZSurveyQuestion.parse({ id: 'q', type: 'rate', title: 'How was it?' })).toEqual({
      id: 'q',
      type: 'rate',
      title: 'How was it?',
      subTitle: '',
      required: false,
      visibility: null,
      jumps: [],
      data: { placeholder: '', comment: '', options: { min: 1, max: 5, labels: { min: '', max: '' } } },
      answers: [],
    });
    expect(
      ZSurveyQuestion.parse({ id: 'q', type: 'checkboxes', title: 'T', answers: variants }).data,
    ).toEqual({
      placeholder: '',
      comment: '',
      options: { maxSelected: null },
      quiz: null,
    });
    expect(ZSurveyQuestion.parse({ id: 'q', type: 'text_short', title: 'T' }).data.options).toEqual({
      maxLength: 200,
    });
  });

  it('tells single from multiple choice', () => {
    expect(isMultipleChoice(newSurveyQuestion('checkboxes', 'q', 'T'))).toBe(true);
    expect(isMultipleChoice(newSurveyQuestion('select_multiple', 'q', 'T'))).toBe(true);
    expect(isMultipleChoice(newSurveyQuestion('dropdown', 'q', 'T'))).toBe(false);
  });

  it('needs variants on a select type, unique ones, and none on other types', () => {
    expect(messages({ id: 'q', type: 'select_single', title: 'T', answers: [] })).toEqual([
      ['answers', expect.any(String)],
    ]);
    expect(messages({ id: 'q', type: 'dropdown', title: 'T', answers: [variants[0], variants[0]] })).toEqual([
      ['answers', 'duplicate_id'],
    ]);
    expect(messages({ id: 'q', type: 'text_short', title: 'T', answers: variants })).toEqual([
      ['answers', expect.any(String)],
    ]);
  });

  it('refuses a bad id, an empty title and an unknown type', () => {
    expect(messages({ id: 'has space', type: 'text_short', title: 'T' })[0]?.[0]).toBe('id');
    expect(messages({ id: 'q', type: 'text_short', title: '  ' })[0]?.[0]).toBe('title');
    expect(messages({ id: 'q', type: 'rating', title: 'T' })[0]?.[0]).toBe('type');
  });

  it('keeps a rate scale from 0–9 up to at most 10, with min below max', () => {
    const rate = (min: number, max: number) => ({
      id: 'q',
      type: 'rate',
      title: 'T',
      data: { options: { min, max } },
    });
    expect(messages(rate(0, 10))).toEqual([]);
    expect(messages(rate(3, 3))).toEqual([['data.options.max', 'scale_min_not_below_max']]);
    expect(messages(rate(1, 11))[0]?.[0]).toBe('data.options.max');
    expect(messages(rate(-1, 5))[0]?.[0]).toBe('data.options.min');
  });

  it('keeps number bounds in order and text limits within their type', () => {
    const number = (min: number | null, max: number | null) => ({
      id: 'q',
      type: 'text_number',
      title: 'T',
      data: { options: { min, max } },
    });
    expect(messages(number(5, 5))).toEqual([]);
    expect(messages(number(null, -3))).toEqual([]);
    expect(messages(number(6, 5))).toEqual([['data.options.max', 'min_above_max']]);
    const text = (type: string, maxLength: number) => ({
      id: 'q',
      type,
      title: 'T',
      data: { options: { maxLength } },
    });
    expect(messages(text('text_short', 500))).toEqual([]);
    expect(messages(text('text_short', 501))[0]?.[0]).toBe('data.options.maxLength');
    expect(messages(text('text_long', 5000))).toEqual([]);
  });

  it('keeps maxSelected within the variants', () => {
    const many = (maxSelected: number) => ({
      id: 'q',
      type: 'select_multiple',
      title: 'T',
      answers: variants,
      data: { options: { maxSelected } },
    });
    expect(messages(many(2))).toEqual([]);
    expect(messages(many(3))).toEqual([['data.options.maxSelected', 'max_selected_too_high']]);
  });

  it('checks a quiz key: existing variants, each once, one right answer for single choice', () => {
    const quiz = (type: string, correctAnswerIds: string[]) => ({
      id: 'q',
      type,
      title: 'T',
      answers: variants,
      data: { quiz: { correctAnswerIds, points: 2 } },
    });
    expect(messages(quiz('select_single', ['b']))).toEqual([]);
    expect(ZSurveyQuestion.parse(quiz('checkboxes', ['a', 'b'])).data).toMatchObject({
      quiz: { correctAnswerIds: ['a', 'b'], points: 2 },
    });
    expect(messages(quiz('select_single', ['a', 'b']))).toEqual([
      ['data.quiz.correctAnswerIds', 'quiz_one_correct_option'],
    ]);
    expect(messages(quiz('checkboxes', ['a', 'z']))).toEqual([
      ['data.quiz.correctAnswerIds.1', 'quiz_unknown_option'],
    ]);
    expect(messages(quiz('checkboxes', ['a', 'a']))).toEqual([
      ['data.quiz.correctAnswerIds.1', 'quiz_unknown_option'],
    ]);
    expect(messages(quiz('checkboxes', []))[0]?.[0]).toBe('data.quiz.correctAnswerIds');
  });
});
