import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_SERVICES,
  isMetricScore,
  type METRIC_TYPES,
  metricOutcome,
  metricScoreRange,
  type TMetricContent,
  ZMetricBySlugQuery,
  ZMetricContent,
  ZUpdateMetricBody,
} from './metrics';

const content = (): TMetricContent => ({
  subTitle: '',
  structureTitle: 'Cafe',
  commentPlaceholder: 'Tell us more',
  questions: [
    {
      id: 'q1',
      title: 'What could be better?',
      subTitle: '',
      data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
      answers: [
        { id: 'a1', label: 'Service' },
        { id: 'a2', label: 'Food' },
      ],
    },
  ],
  settings: { begin: '', welcomePage: '', after: '', expire: '', policy: { text: '', url: null } },
  outcomes: {
    bad: { thanksText: 'Sorry', verifyUserText: '', verifyUserSubText: '' },
    neutral: { thanksText: 'Thanks', verifyUserText: '', verifyUserSubText: '' },
    good: {
      thanksText: 'Great',
      verifyUserText: '',
      verifyUserSubText: '',
      ownSite: { buttonText: 'Our site', url: 'https://example.com' },
    },
  },
  verificationMethods: [],
  subLocationIds: [],
  reviewLinks: [{ service: 'google', url: 'https://g.page/r/abc/review' }],
  sticker: { callToAction: 'Rate us', accentColor: '#0ea5e9' },
});

describe('metric score ranges', () => {
  it('gives stars 1–5, NPS 0–10 and faces 1–3', () => {
    expect(metricScoreRange('stars')).toEqual({ min: 1, max: 5 });
    expect(metricScoreRange('nps')).toEqual({ min: 0, max: 10 });
    expect(metricScoreRange('faces')).toEqual({ min: 1, max: 3 });
  });

  it('accepts only whole scores within the range', () => {
    expect(isMetricScore('stars', 5)).toBe(true);
    expect(isMetricScore('stars', 0)).toBe(false);
    expect(isMetricScore('stars', 6)).toBe(false);
    expect(isMetricScore('nps', 0)).toBe(true);
    expect(isMetricScore('nps', 11)).toBe(false);
    expect(isMetricScore('faces', 2.5)).toBe(false);
    expect(isMetricScore('faces', '3')).toBe(false);
    expect(isMetricScore('faces', Number.NaN)).toBe(false);
  });
});

describe('metricOutcome', () => {
  const outcomes = (type: (typeof METRIC_TYPES)[number]) => {
    const { min, max } = metricScoreRange(type);
    return Array.from({ length: max - min + 1 }, (_, i) => metricOutcome(type, min + i));
  };

  it('reads stars 1–2 as bad, 3 neutral, 4–5 good', () => {
    expect(outcomes('stars')).toEqual(['bad', 'bad', 'neutral', 'good', 'good']);
  });

  it('reads NPS detractors (0–6) as bad, passives (7–8) neutral, promoters (9–10) good', () => {
    expect(outcomes('nps')).toEqual([...Array(7).fill('bad'), 'neutral', 'neutral', 'good', 'good']);
  });

  it('reads the three faces as bad, neutral, good', () => {
    expect(outcomes('faces')).toEqual(['bad', 'neutral', 'good']);
  });

  it('refuses a score outside the range', () => {
    expect(() => metricOutcome('stars', 0)).toThrow(RangeError);
    expect(() => metricOutcome('nps', 10.5)).toThrow(RangeError);
  });
});

describe('ZMetricContent', () => {
  it('accepts a complete metric', () => {
    expect(ZMetricContent.parse(content())).toEqual(content());
  });

  it('refuses a review link that breaks the URL rule or points at a private address', () => {
    for (const url of ['javascript:alert(1)', 'http://192.168.0.1/review', 'g.page/abc']) {
      const body = { ...content(), reviewLinks: [{ service: 'google', url }] };
      const result = ZMetricContent.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['reviewLinks', 0, 'url']);
    }
  });

  it('refuses a review site not in the catalogue and the same site twice', () => {
    const unknown = { ...content(), reviewLinks: [{ service: 'myspace', url: 'https://myspace.com' }] };
    expect(ZMetricContent.safeParse(unknown).success).toBe(false);
    const twice = {
      ...content(),
      reviewLinks: [
        { service: 'google', url: 'https://g.page/a' },
        { service: 'google', url: 'https://g.page/b' },
      ],
    };
    expect(ZMetricContent.safeParse(twice).success).toBe(false);
  });

  it('refuses text the database cannot store, over-long text and duplicate answer ids', () => {
    expect(ZMetricContent.safeParse({ ...content(), subTitle: 'a\u0000b' }).success).toBe(false);
    expect(ZMetricContent.safeParse({ ...content(), commentPlaceholder: 'x'.repeat(201) }).success).toBe(
      false,
    );
    const c = content();
    const question = c.questions[0];
    if (!question) throw new Error('fixture');
    question.answers = [
      { id: 'a', label: 'One' },
      { id: 'a', label: 'Two' },
    ];
    expect(ZMetricContent.safeParse(c).success).toBe(false);
  });

  it('knows only e-mail as a verification method', () => {
    expect(ZMetricContent.safeParse({ ...content(), verificationMethods: ['email'] }).success).toBe(true);
    expect(ZMetricContent.safeParse({ ...content(), verificationMethods: ['sms'] }).success).toBe(false);
  });

  it('takes a sticker colour only as #rrggbb', () => {
    const bad = { ...content(), sticker: { callToAction: 'Rate', accentColor: 'red' } };
    expect(ZMetricContent.safeParse(bad).success).toBe(false);
  });
});

describe('requests', () => {
  it('needs a table with its group when a rating page is opened from a table', () => {
    expect(ZMetricBySlugQuery.safeParse({}).success).toBe(true);
    expect(ZMetricBySlugQuery.safeParse({ group: 'hall', table: 't-1' }).success).toBe(true);
    expect(ZMetricBySlugQuery.safeParse({ group: 'hall' }).success).toBe(false);
  });

  it('refuses an empty title', () => {
    expect(ZUpdateMetricBody.safeParse({ title: '   ' }).success).toBe(false);
  });

  it('lists every review site once with a name', () => {
    expect(new Set(FEEDBACK_SERVICES.map((s) => s.id)).size).toBe(FEEDBACK_SERVICES.length);
    expect(FEEDBACK_SERVICES.map((s) => s.id)).toEqual(
      expect.arrayContaining(['google', 'tripadvisor', 'facebook', 'booking', 'yelp', 'trustpilot']),
    );
  });
});
