import type { TLocation, TLocationTree, TLocationTreeNode } from '@guestloop/contracts';
import { COMPANY, emptyContacts, makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enLocations from '../../../../api/src/modules/i18n/locales/en/locations.json';

addEnglishPack('locations', enLocations);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['locations.manage', 'media.manage'],
});

export const IDS = {
  harbour: '11111111-1111-4111-8111-111111111111',
  terrace: '22222222-2222-4222-8222-222222222222',
  bar: '33333333-3333-4333-8333-333333333333',
  garden: '44444444-4444-4444-8444-444444444444',
} as const;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function node(id: string, name: string, parentId: string | null, children: TLocationTreeNode[] = []) {
  const slug = slugOf(name);
  return { id, parentId, name, slug, address: null, imageUrl: null, children } satisfies TLocationTreeNode;
}

export function tree(locations: TLocationTreeNode[]): TLocationTree {
  return {
    structure: { ...COMPANY, logoUrl: null },
    locations,
  };
}

export function location(id: string, name: string, overrides: Partial<TLocation> = {}): TLocation {
  return {
    id,
    parentId: null,
    name,
    slug: slugOf(name),
    address: '1 Quay Street',
    imageUrl: null,
    backgroundImageUrl: null,
    settings: { ...emptyContacts(), workDetails: { address: '1 Quay Street', hours: null } },
    ...overrides,
  };
}
