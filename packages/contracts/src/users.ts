import { ZPassword } from './auth';
import { ZLanguage } from './language-schema';
import { ZRoleSlug } from './roles';
import { ZLocationSummary } from './structure';
import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * The company's staff (SPEC point 6 "Users can be created and updated. Locations can be
 * assigned to them. An administrator can change a user's password.") and the signed-in user's
 * console menu (SPEC point 3 "Profile menu entry").
 */

export const USER_LOCATIONS_MAX = 500;

const ZPersonName = z.string().trim().min(1).max(120);
const ZEmailField = ZEmail.max(254);

/** A location as a user's assignment shows it. */
export const ZUserLocation = ZLocationSummary.pick({ id: true, parentId: true, name: true, slug: true });
export type TUserLocation = z.infer<typeof ZUserLocation>;

/** A staff member as the users list shows them. */
export const ZStaffUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  language: ZLanguage,
  role: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** `pending`: has not opened the activation link yet; `disabled`: cannot sign in. */
  status: z.enum(['pending', 'active', 'disabled']),
  locations: z.array(ZUserLocation),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

/** GET /users: one page of the company's staff, by name. */
export const ZStaffUserPage = z.object({
  items: z.array(ZStaffUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStaffUserPage = z.infer<typeof ZStaffUserPage>;

export const ZUsersQuery = z.object({
  /** Matches the name or the e-mail address, ignoring case. */
  search: z.string().trim().max(100).optional(),
  roleSlug: ZRoleSlug.optional(),
  status: z.enum(['pending', 'active', 'disabled']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TUsersQuery = z.infer<typeof ZUsersQuery>;

const ZLocationIds = z
  .array(z.uuid())
  .max(USER_LOCATIONS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** A staff member made by an administrator: active at once, with a password they can change later. */
export const ZCreateUserBody = z.object({
  name: ZPersonName,
  email: ZEmailField,
  password: ZPassword,
  roleSlug: ZRoleSlug,
  locationIds: ZLocationIds.optional(),
  /** Default: the company's language. */
  language: ZLanguage.optional(),
});
export type TCreateUserBody = z.infer<typeof ZCreateUserBody>;

/** Fields left out are kept. `disabled` ends the user's sessions and stops them signing in. */
export const ZUpdateUserBody = z.object({
  id: z.uuid(),
  name: ZPersonName.optional(),
  roleSlug: ZRoleSlug.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type TUpdateUserBody = z.infer<typeof ZUpdateUserBody>;

/** An administrator sets another user's password; that user's sessions end. */
export const ZChangeUserPasswordBody = z.object({ id: z.uuid(), password: ZPassword });
export type TChangeUserPasswordBody = z.infer<typeof ZChangeUserPasswordBody>;

export const ZUserIdParams = z.object({ id: z.uuid() });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

/** GET and POST /user/{id}/locations: the user's locations, by name. */
export const ZUserLocations = z.object({ items: z.array(ZUserLocation) });
export type TUserLocations = z.infer<typeof ZUserLocations>;

/** Replaces the user's locations; every id must be a location of the company. */
export const ZSetUserLocationsBody = z.object({ locationIds: ZLocationIds });
export type TSetUserLocationsBody = z.infer<typeof ZSetUserLocationsBody>;

export const ZUserExistsBody = z.object({ email: ZEmailField });
export type TUserExistsBody = z.infer<typeof ZUserExistsBody>;

/** Whether any account uses the address (e-mail addresses are unique across the product). */
export const ZUserExists = z.object({ exists: z.boolean() });
export type TUserExists = z.infer<typeof ZUserExists>;

// ---- The signed-in user's console menu: ./console-sections.ts ----
export * from './console-sections';

/** Whether the company has had any customer interaction yet (a rating, an order, an answer…). */
export const ZInteractionExists = z.object({ exists: z.boolean() });
export type TInteractionExists = z.infer<typeof ZInteractionExists>;
