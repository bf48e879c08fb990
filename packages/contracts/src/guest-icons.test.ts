import { describe, expect, it } from 'vitest';
import { GUEST_ICONS, guestIconMarkup } from './guest-icons';

describe('guestIconMarkup', () => {
  it('draws every path of the icon in an accessible-hidden, text-coloured svg', () => {
    const svg = guestIconMarkup('globe');
    expect(svg.startsWith('<svg class="gl-icon" viewBox="0 0 24 24"')).toBe(true);
    expect(svg).toContain('stroke="currentColor"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg.match(/<path /g)).toHaveLength(GUEST_ICONS.globe.length);
  });

  it('adds the extra class after its own', () => {
    expect(guestIconMarkup('arrow-left', 'gm-flip-rtl')).toMatch(/^<svg class="gl-icon gm-flip-rtl"/);
  });
});
