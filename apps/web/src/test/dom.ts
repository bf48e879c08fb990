import { afterAll, beforeAll } from 'vitest';

/**
 * PrimeReact measures popups through offsetParent, which jsdom never sets (it would leave them
 * display:none); a browser always has one for a shown element. Call at the top of a test file.
 */
export function withOffsetParent() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });
}
