import type { TTranslationText } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { textHash } from '../i18n';
import { languageProgress } from './translations.progress';

const SOURCES = ['Guest visit', 'How was your visit?', 'Great'];
const texts = (state: 'missing' | 'machine'): TTranslationText[] =>
  SOURCES.map((source, i) => ({
    id: `t${i}`,
    label: `text ${i}`,
    source,
    text: state === 'missing' ? source : `[es] ${source}`,
    state,
  }));

describe('one language’s translation progress', () => {
  it('counts the missing texts an engine is on as waiting', async () => {
    const progress = await languageProgress(
      async () => texts('missing'),
      async (hashes) => new Set(hashes),
    );
    expect(progress).toEqual({ counts: { human: 0, machine: 0, missing: 3 }, waiting: 3 });
  });

  it('never says texts are missing with nothing waiting when the engine answered between its reads', async () => {
    // The engine answers everything right after the texts were read: nothing is pending any more.
    let answered = false;
    const progress = await languageProgress(
      async () => texts(answered ? 'machine' : 'missing'),
      async () => {
        answered = true;
        return new Set();
      },
    );
    // A screen stops asking once nothing is waiting: what it shows then must be the end state.
    expect(progress).toEqual({ counts: { human: 0, machine: 3, missing: 0 }, waiting: 0 });
  });

  it('leaves a text no engine is on missing, with nothing waiting', async () => {
    const pendingOnly = textHash('Great');
    const progress = await languageProgress(
      async () => texts('missing'),
      async (hashes) => new Set(hashes.filter((hash) => hash === pendingOnly)),
    );
    expect(progress).toEqual({ counts: { human: 0, machine: 0, missing: 3 }, waiting: 1 });
  });
});
