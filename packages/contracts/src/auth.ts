import { z } from 'zod';
import { ZLanguage } from './languages';
import { ZPermission } from './permissions';

/**
 * The signed-in user as every auth call returns it (SPEC point 7 "Auth: all return the user").
 * The auth feature adds the request bodies to this file.
 */
export const ZUser = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
  language: ZLanguage,
  imageUrl: z.string().nullable(),
  status: z.enum(['pending', 'active', 'disabled']),
  isSuperAdmin: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  /** False until the user has created (or joined) a company. */
  registrationComplete: z.boolean(),
  structure: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  role: z.object({ slug: z.string(), name: z.string() }).nullable(),
  permissions: z.array(ZPermission),
});
export type TUser = z.infer<typeof ZUser>;
