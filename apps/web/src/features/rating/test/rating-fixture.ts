import type { TMetricPublic, TRateResult } from '@guestloop/contracts';
import { vi } from 'vitest';
import { addEnglishPack } from '@/test/render';
import enRating from '../../../../../api/src/modules/i18n/locales/en/rating.json';

export const SLUG = 'stars-k3f9x2ab';
export const METRIC_URL = `GET /api/v1/metric/by-slug/${SLUG}`;
export const RATING_ID = '00000000-0000-4000-8000-00000000a001';
export const TOKEN = 'attach-token-123';

export function addRatingWords() {
  addEnglishPack('rating', enRating);
}

const outcome = (thanksText: string) => ({
  thanksText,
  verifyUserText: 'Confirm your e-mail',
  verifyUserSubText: 'So the manager can write back to you.',
  ownSite: null,
});

/** Linden Café's stars metric, with a question, two review sites and no verification. */
export function makeMetric(
  overrides: Partial<TMetricPublic> = {},
  content: Partial<TMetricPublic['content']> = {},
) {
  const metric: TMetricPublic = {
    id: '00000000-0000-4000-8000-00000000b001',
    slug: SLUG,
    type: 'stars',
    language: 'en',
    title: 'How was your visit?',
    imageUrl: null,
    company: { name: 'Linden Café', logoUrl: null },
    location: { id: '00000000-0000-4000-8000-00000000c001', name: 'Old Town' },
    reviewLinks: [
      { service: 'google', name: 'Google', url: 'https://g.page/r/linden/review' },
      { service: 'tripadvisor', name: 'Tripadvisor', url: 'https://www.tripadvisor.com/linden' },
    ],
    subLocations: [],
    table: null,
    content: {
      subTitle: 'Tap a star to rate us.',
      structureTitle: 'Linden Café',
      commentPlaceholder: 'What should the chef know?',
      questions: [
        {
          id: 'highlights',
          title: 'What stood out?',
          subTitle: 'Choose any that apply.',
          data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
          answers: [
            { id: 'service', label: 'Service' },
            { id: 'food', label: 'Food' },
          ],
        },
      ],
      settings: {
        begin: '',
        welcomePage: '',
        after: 'See you again soon.',
        expire: '',
        policy: { text: '', url: null },
      },
      outcomes: {
        bad: outcome('We are sorry your visit fell short.'),
        neutral: outcome('Thank you! We will do better.'),
        good: outcome('Thank you! Glad you enjoyed it.'),
      },
      verificationMethods: [],
      ...content,
    },
    ...overrides,
  };
  return metric;
}

export function rateResult(overrides: Partial<TRateResult> = {}): TRateResult {
  return { id: RATING_ID, outcome: 'bad', needsVerification: false, attachToken: TOKEN, ...overrides };
}

/** The browser's microphone, recorder and audio decoder, standing in for a phone that can record. */
export function fakeMicrophone() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  class FakeMediaRecorder {
    state = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['webm'], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }
  class FakeAudioContext {
    async decodeAudioData() {
      const samples = new Float32Array(48_000 * 3).fill(0.1);
      return { sampleRate: 48_000, numberOfChannels: 1, getChannelData: () => samples };
    }
    async close() {}
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { getUserMedia, track };
}

/** Takes the microphone away again (jsdom has none). */
export function removeMicrophone() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

/** jsdom has no object URLs; the page makes them for the recording and the photo preview. */
export function fakeObjectUrls() {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
}
