import { describe, expect, it } from 'vitest';
import { companyToday, isExpired, isQuizTimeUp, startOfHour } from './answer-rules';
import { textRuns } from './pdf-fonts';
import { isRightToLeft, visualOrder } from './pdf-layout';

describe('when a survey stops taking answers', () => {
  // 23:30 in London on 31 March is already 1 April in Kyiv and still 31 March in New York.
  const now = new Date('2025-03-31T22:30:00Z');

  it('reads the day on the company clock', () => {
    expect(companyToday('Europe/Kyiv', now)).toBe('2025-04-01');
    expect(companyToday('America/New_York', now)).toBe('2025-03-31');
    expect(companyToday('Not/AZone', now)).toBe('2025-03-31');
  });

  it('takes answers through the last day and refuses them the day after', () => {
    expect(isExpired('2025-03-31', 'America/New_York', now)).toBe(false);
    expect(isExpired('2025-03-31', 'Europe/Kyiv', now)).toBe(true);
    expect(isExpired(null, 'Europe/Kyiv', now)).toBe(false);
  });
});

describe('a quiz time limit', () => {
  const started = new Date('2025-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(started.getTime() + seconds * 1000);

  it('runs from the first save, with the grace given', () => {
    expect(isQuizTimeUp(5, started, at(299))).toBe(false);
    expect(isQuizTimeUp(5, started, at(301))).toBe(true);
    expect(isQuizTimeUp(5, started, at(320), 30_000)).toBe(false);
    expect(isQuizTimeUp(5, started, at(331), 30_000)).toBe(true);
  });

  it('never runs out without a limit or before the participant started', () => {
    expect(isQuizTimeUp(null, started, at(1e6))).toBe(false);
    expect(isQuizTimeUp(5, null, at(1e6))).toBe(false);
  });
});

describe('an e-NPS answer time', () => {
  it('keeps the hour only', () => {
    expect(startOfHour(new Date('2025-06-01T14:59:59.999Z')).toISOString()).toBe('2025-06-01T14:00:00.000Z');
  });
});

describe('the PDF text layout', () => {
  it('cuts Chinese from the rest for a font each, punctuation staying with the run before', () => {
    expect(textRuns('Quiz 港口测验, ok')).toEqual([
      { text: 'Quiz ', han: false },
      { text: '港口测验, ', han: true },
      { text: 'ok', han: false },
    ]);
  });

  it('tells a paragraph direction by its first letter', () => {
    expect(isRightToLeft('12 اختبار test')).toBe(true);
    expect(isRightToLeft('Test اختبار')).toBe(false);
    expect(isRightToLeft('ქვიზი')).toBe(false);
  });

  it('puts right-to-left words in visual order and keeps numbers among them left to right', () => {
    const piece = (text: string, rtl: boolean) => ({ text, rtl });
    // "2 من 3 نقطة" read from the right: 2, من, 3, نقطة.
    const logical = [piece('2', false), piece('من', true), piece('3', false), piece('نقطة', true)];
    expect(visualOrder(logical, true).map((p) => p.text)).toEqual(['نقطة', '3', 'من', '2']);
    const mixed = [piece('Question', false), piece('ما', true), piece('هي', true), piece('?', false)];
    expect(visualOrder(mixed, false).map((p) => p.text)).toEqual(['Question', 'هي', 'ما', '?']);
  });
});
