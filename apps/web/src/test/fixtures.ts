import type { TStructure, TUser } from '@guestloop/contracts';

/** What GET /app/settings answers in tests: no captcha, no Google sign-in. */
export const SETTINGS = { version: 'test', recaptchaSiteKey: null, googleClientId: null };

/** The company every signed-in test user belongs to. */
export const COMPANY = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Blue Door Café',
  slug: 'blue-door',
};

/**
 * A signed-in, fully registered user of Blue Door Café (Anna Smith, an administrator without
 * permissions); tests give the role, permissions or identity they need as overrides.
 */
export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: '3f0b9e1c-6a55-4e0b-9d8e-1b2c3d4e5f60',
    email: 'anna@example.com',
    name: 'Anna Smith',
    language: 'en',
    imageUrl: null,
    status: 'active',
    isSuperAdmin: false,
    emailVerified: true,
    hasPassword: true,
    hasGoogle: false,
    registrationComplete: true,
    guestAccount: false,
    structure: COMPANY,
    role: { slug: 'administrator', name: 'Administrator' },
    permissions: [],
    ...overrides,
  };
}

/** Contact settings with nothing filled in (company and location settings share the shape). */
export function emptyContacts(): TStructure['settings'] {
  return {
    messengers: { phone: null, viber: null, telegram: null, whatsapp: null },
    socials: {
      facebook: null,
      instagram: null,
      linkedin: null,
      youtube: null,
      tiktok: null,
      telegram: null,
      'web-site': null,
      behance: null,
      x: null,
    },
    email: null,
  };
}

/** An error answer of the API as the mocked fetch should reply it. */
export const apiError = (status: number, code: string, message: string = code) => ({
  status,
  body: { statusCode: status, code, message },
});

/** GET /auth/me (and friends) when nobody is signed in. */
export const unauthenticated = apiError(401, 'UNAUTHENTICATED', 'Sign in first');

/** GET /structure of Blue Door Café: a euro café on the given clock (UTC unless told). */
export function makeCompany(overrides: Partial<TStructure> = {}): TStructure {
  return {
    ...COMPANY,
    language: 'en',
    currency: 'EUR',
    timeZone: 'UTC',
    logoUrl: null,
    settings: emptyContacts(),
    ...overrides,
  };
}
