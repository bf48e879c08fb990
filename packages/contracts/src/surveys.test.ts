import { describe, expect, it } from 'vitest';
import { QUIZ_POLICY_DEFAULTS } from './constants';
import { ZSurveyContent, ZUpdateSurveyBody } from './surveys';

describe('survey content', () => {
  it('gives a quiz loaded without policy settings the defaults (SPEC point 5)', () => {
    const content = ZSurveyContent.parse({ questions: [], quiz: {} });
    expect(content.settings.policy).toEqual(QUIZ_POLICY_DEFAULTS);
    expect(content.quiz).toEqual({
      passMark: 70,
      timeLimitMinutes: null,
      showCorrectAnswers: true,
      certificate: true,
    });
  });

  it('keeps what a policy sets and fills only what is missing', () => {
    const content = ZSurveyContent.parse({
      questions: [],
      settings: { policy: { useOwnPolicy: true, title: 'Our rules', url: 'https://example.com/privacy' } },
    });
    expect(content.settings.policy).toEqual({
      ...QUIZ_POLICY_DEFAULTS,
      useOwnPolicy: true,
      title: 'Our rules',
      url: 'https://example.com/privacy',
    });
    expect(content.quiz).toBeNull();
  });

  it('refuses a policy link that is not a web address, and checks the questions as a whole', () => {
    expect(
      ZSurveyContent.safeParse({ questions: [], settings: { policy: { url: 'javascript:alert(1)' } } })
        .success,
    ).toBe(false);
    const twice = { id: 'q1', type: 'text_short', title: 'Name?' };
    const result = ZUpdateSurveyBody.safeParse({ content: { questions: [twice, twice] } });
    expect(result.success).toBe(false);
  });
});
