import { describe, expect, it } from 'vitest';
import {
  CACHE_AGES,
  DATE_PICKER_LANGUAGES,
  INDEXED_DB,
  QUIZ_POLICY_DEFAULTS,
  TOUR_DEFAULTS,
  UI_DEFAULTS,
  withQuizPolicyDefaults,
} from './constants';
import { ZQuizPolicySettings } from './surveys';

describe('withQuizPolicyDefaults', () => {
  it('gives a quiz without settings the full defaults', () => {
    const quiz = { slug: 'q1', title: 'Quiz' };
    const result = withQuizPolicyDefaults(quiz);
    expect(result).toEqual({ slug: 'q1', title: 'Quiz', settings: { policy: { ...QUIZ_POLICY_DEFAULTS } } });
    expect(ZQuizPolicySettings.parse(result.settings.policy)).toEqual(QUIZ_POLICY_DEFAULTS);
  });

  it('gives the defaults when settings are null', () => {
    expect(withQuizPolicyDefaults({ settings: null }).settings.policy).toEqual(QUIZ_POLICY_DEFAULTS);
  });

  it('gives the defaults when settings exist without a policy, keeping the other settings', () => {
    const result = withQuizPolicyDefaults({ settings: { begin: 'Hello', after: 'Thanks' } });
    expect(result.settings).toEqual({ begin: 'Hello', after: 'Thanks', policy: QUIZ_POLICY_DEFAULTS });
  });

  it('gives the defaults when the policy is null', () => {
    expect(withQuizPolicyDefaults({ settings: { policy: null } }).settings.policy).toEqual(
      QUIZ_POLICY_DEFAULTS,
    );
  });

  it('fills only the missing fields of a partial policy', () => {
    const result = withQuizPolicyDefaults({
      settings: { policy: { url: 'https://example.com/p', useOwnPolicy: true } },
    });
    expect(result.settings.policy).toEqual({
      url: 'https://example.com/p',
      title: '',
      policy: '',
      useOwnPolicy: true,
      GDPRCompliance: true,
    });
  });

  it('keeps a full policy as it is, false and empty values included', () => {
    const policy = {
      url: 'https://x.example',
      title: 'Ours',
      policy: 'Text',
      useOwnPolicy: true,
      GDPRCompliance: false,
    };
    expect(withQuizPolicyDefaults({ settings: { policy } }).settings.policy).toEqual(policy);
  });

  it('does not change the quiz it is given', () => {
    const quiz = { settings: { policy: { title: 'T' } } };
    withQuizPolicyDefaults(quiz);
    expect(quiz).toEqual({ settings: { policy: { title: 'T' } } });
  });
});

describe('constants', () => {
  it('hold the spec values', () => {
    expect(CACHE_AGES).toEqual({ response: 60_000, translationArray: 600_000, translationPack: 1_440_000 });
    expect(QUIZ_POLICY_DEFAULTS).toEqual({
      url: '',
      title: '',
      policy: '',
      useOwnPolicy: false,
      GDPRCompliance: true,
    });
    expect(TOUR_DEFAULTS).toEqual({
      startDelayMs: 0,
      keyboardNavigation: true,
      buttons: { skip: 'Skip tour', previous: 'Previous', next: 'Next', finish: 'Finish' },
      placement: 'bottom',
      offset: 8,
      scrollDurationMs: 1000,
    });
    expect(UI_DEFAULTS.zIndex).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
    expect(UI_DEFAULTS.dateFormat).toBe('mm/dd/yy');
    expect(UI_DEFAULTS.firstDayOfWeek).toBe(0);
    expect(UI_DEFAULTS.rippleDurationMs).toBe(401);
    expect(DATE_PICKER_LANGUAGES).toEqual(['uk', 'ru', 'de', 'fr']);
    expect(INDEXED_DB).toEqual({ name: 'guestloop', version: 1, store: 'keyval', stateKey: 'state' });
  });

  it('are frozen', () => {
    expect(Object.isFrozen(QUIZ_POLICY_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(UI_DEFAULTS.zIndex)).toBe(true);
    expect(Object.isFrozen(TOUR_DEFAULTS.buttons)).toBe(true);
  });
});
