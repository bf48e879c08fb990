import { ANSWER_ISSUE_CODES, type TSurveyQuestionInput, ZSurveyQuestion } from '@guestloop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { issueText } from '../model/issue-message';
import { addSurveyWords } from './survey-fixture';

const question = (input: Omit<TSurveyQuestionInput, 'id' | 'title'>) =>
  ZSurveyQuestion.parse({ id: 'q', title: 'Question', ...input } as TSurveyQuestionInput);

const say = (...args: Parameters<typeof issueText>) => {
  const { key, values } = issueText(...args);
  return i18n.t(`guest-survey:${key}`, values);
};

describe('answer issue messages', () => {
  beforeAll(addSurveyWords);

  it('has a translated text for every issue code the answer check can give', () => {
    for (const code of ANSWER_ISSUE_CODES) {
      const text = say({ code });
      expect(text, code).not.toContain('issues.');
      expect(text, code).toMatch(/\.$/);
    }
  });

  it('asks for a choice on choice questions and an answer on the others', () => {
    const choice = question({ type: 'dropdown', answers: [{ id: 'a', label: 'A' }] });
    expect(say({ code: 'REQUIRED' }, choice)).toBe('Please choose an answer.');
    expect(say({ code: 'REQUIRED' }, question({ type: 'rate_enps' }))).toBe('Please choose an answer.');
    expect(say({ code: 'REQUIRED' }, question({ type: 'text_short' }))).toBe('Please answer this question.');
  });

  it('names the bounds, from the issue or else from the question (the server sends only the code)', () => {
    const scale = question({ type: 'rate', data: { options: { min: 0, max: 7 } } });
    expect(say({ code: 'OUT_OF_RANGE' }, scale)).toBe('Please enter a number from 0 to 7.');
    const atLeast = question({ type: 'text_number', data: { options: { min: 1 } } });
    expect(say({ code: 'OUT_OF_RANGE', params: { min: 1 } }, atLeast)).toBe(
      'Please enter a number of at least 1.',
    );
    expect(
      say({ code: 'OUT_OF_RANGE' }, question({ type: 'text_number', data: { options: { max: 9 } } })),
    ).toBe('Please enter a number of at most 9.');
    expect(
      say({ code: 'TOO_LONG' }, question({ type: 'text_short', data: { options: { maxLength: 80 } } })),
    ).toBe('Please keep it to 80 characters or fewer.');
    const many = question({
      type: 'checkboxes',
      data: { options: { maxSelected: 2 } },
      answers: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
        { id: 'c', label: 'C' },
      ],
    });
    expect(say({ code: 'TOO_MANY_OPTIONS' }, many)).toBe('Please choose no more than 2.');
  });

  it('explains the expected format', () => {
    expect(say({ code: 'INVALID_PHONE' })).toBe(
      'Please enter a phone number: 7 to 15 digits, optionally starting with +.',
    );
    expect(say({ code: 'INVALID_EMAIL' })).toContain('name@example.com');
  });
});
