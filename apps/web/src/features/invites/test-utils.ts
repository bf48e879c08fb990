import type { TInvite } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enInvites from '../../../../api/src/modules/i18n/locales/en/invites.json';

addEnglishPack('invites', enInvites);

export { apiError, SETTINGS, unauthenticated } from '@/test/fixtures';
export { renderAt } from '@/test/render';

export const CODE = 'Zq3vX9kLmN2pR7sT4uW8yA1bC5dE6fG0';

export const INVITE: TInvite = {
  companyName: 'Blue Door Café',
  role: { slug: 'shift-lead', name: 'Shift lead' },
  email: 'nina@example.com',
  expiresAt: '2030-05-01T10:00:00.000Z',
};

export const NEW_USER = makeUser({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'nina@example.com',
  name: 'Nina Brook',
  role: { slug: 'shift-lead', name: 'Shift lead' },
  permissions: ['locations.manage'],
});
