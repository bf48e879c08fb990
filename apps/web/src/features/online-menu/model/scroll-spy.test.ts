import { describe, expect, it } from 'vitest';
import { activeSection, centeringDelta, sectionDomId, spyRootMargin, updateVisible } from './scroll-spy';

describe('scroll spy', () => {
  it('picks the first visible section in page order', () => {
    expect(activeSection(['a', 'b', 'c'], new Set(['c', 'b']), 'a')).toBe('b');
  });

  it('keeps the previous section while none is in the band, else the first', () => {
    expect(activeSection(['a', 'b'], new Set(), 'b')).toBe('b');
    expect(activeSection(['a', 'b'], new Set(), null)).toBe('a');
    expect(activeSection([], new Set(), null)).toBeNull();
  });

  it('applies observer entries to the visible set', () => {
    const visible = updateVisible(new Set(['a']), [
      { id: 'b', isIntersecting: true },
      { id: 'a', isIntersecting: false },
    ]);
    expect([...visible]).toEqual(['b']);
  });

  it('centres a chip whichever side it is on (so RTL works too)', () => {
    const bar = { left: 0, width: 400 };
    expect(centeringDelta(bar, { left: 500, width: 100 })).toBe(350);
    expect(centeringDelta(bar, { left: -300, width: 100 })).toBe(-450);
    expect(centeringDelta(bar, { left: 150, width: 100 })).toBe(0);
  });

  it('builds ids and the observer band below the sticky bar', () => {
    expect(sectionDomId('x1')).toBe('category-x1');
    expect(spyRootMargin(128)).toBe('-128px 0px -55% 0px');
  });
});
