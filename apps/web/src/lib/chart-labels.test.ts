import { describe, expect, it } from 'vitest';
import { barsHeight, wrapLabel } from './chart-labels';

describe('wrapLabel', () => {
  it('keeps a short name on one line and breaks a long one between words', () => {
    expect(wrapLabel('Garden terrace')).toBe('Garden terrace');
    expect(wrapLabel('Would you recommend us?')).toEqual(['Would you', 'recommend us?']);
  });

  it('cuts a very long name after three lines', () => {
    const lines = wrapLabel('The long table by the window in the winter garden at the back of the hall');
    expect(lines).toHaveLength(3);
    expect((lines as string[])[2]?.endsWith('…')).toBe(true);
  });
});

describe('barsHeight', () => {
  it('gives every bar room, and a single bar no giant', () => {
    expect(barsHeight(1)).toBe('8rem');
    expect(barsHeight(10)).toBe('31rem');
  });
});
