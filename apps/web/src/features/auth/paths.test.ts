import { describe, expect, it } from 'vitest';
import { passwordStrength } from './components/password-strength';
import { afterSignIn, safeNext, withNext } from './paths';

describe('safeNext', () => {
  it('keeps paths inside the console', () => {
    expect(safeNext('/user/app/orders?x=1')).toBe('/user/app/orders?x=1');
    expect(safeNext('/user/app')).toBe('/user/app');
  });

  it('refuses other places and auth pages', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/user/apple',
      '/user/online-menu//evil.example',
      '/user/online-menu',
      '/user/app/sign-in?next=x',
      null,
    ]) {
      expect(safeNext(next)).toBe('/user/app');
    }
  });

  it('brings a customer back to the guest page they signed in from', () => {
    expect(safeNext('/user/online-menu/cafe/profile')).toBe('/user/online-menu/cafe/profile');
    // A customer needs no company of their own to see their order.
    expect(afterSignIn({ registrationComplete: false }, '/user/online-menu/cafe/ab12cd/delivery')).toBe(
      '/user/online-menu/cafe/ab12cd/delivery',
    );
  });

  it('sends an unfinished registration to the company set-up first', () => {
    expect(afterSignIn({ registrationComplete: false }, '/user/app/orders')).toBe(
      '/user/app/complete-registration?next=%2Fuser%2Fapp%2Forders',
    );
    expect(afterSignIn({ registrationComplete: true }, '/user/app/orders')).toBe('/user/app/orders');
    expect(withNext('/user/app/sign-in', null)).toBe('/user/app/sign-in');
  });
});

describe('passwordStrength', () => {
  it('rates from weak to strong', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('password123')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('correct horse battery staple')).toBe(3);
    expect(passwordStrength('Correct horse battery staple 9')).toBe(4);
  });
});
