import type { TStructure } from '@guestloop/contracts';
import { COMPANY, emptyContacts, makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enCompany from '../../../../api/src/modules/i18n/locales/en/company.json';

addEnglishPack('company', enCompany);

export { renderAt } from '@/test/render';

export const ADMIN = makeUser({ permissions: ['structure.manage', 'locations.manage', 'media.manage'] });

export const STRUCTURE: TStructure = {
  ...COMPANY,
  language: 'en',
  currency: 'EUR',
  timeZone: 'UTC',
  logoUrl: null,
  settings: emptyContacts(),
};
