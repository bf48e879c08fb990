import { ZPassword } from './auth';
import { ZLanguage } from './language-schema';
import { ZRoleSlug } from './roles';
import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * Invitations carry a selected role (SPEC point 6). A code is single-use, expires after
 * INVITE_LIFETIME_DAYS and opens `/user/app/invite/<code>` in the staff console.
 */

export const INVITE_LIFETIME_DAYS = 7;
/** Where an invitation link opens in the staff console (followed by `/<code>`). */
export const INVITE_LINK_PATH = '/user/app/invite';

const ZEmailField = ZEmail.max(254);

/** POST /invite-create: the role of the invited person and, optionally, the address to mail the link to. */
export const ZInviteCreateBody = z.object({
  roleSelected: ZRoleSlug,
  email: ZEmailField.optional(),
});
export type TInviteCreateBody = z.infer<typeof ZInviteCreateBody>;

export const ZInviteCreated = z.object({
  /** Shown once: only its hash is stored. */
  code: z.string(),
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Whether the link was handed to the mail server (false without an address, or when sending failed). */
  emailSent: z.boolean(),
});
export type TInviteCreated = z.infer<typeof ZInviteCreated>;

export const ZInviteCodeParams = z.object({ code: z.string().regex(/^[\w-]{16,200}$/) });
export type TInviteCodeParams = z.infer<typeof ZInviteCodeParams>;

/** GET /invite/{code}: what the invitation page shows before accepting. */
export const ZInvite = z.object({
  companyName: z.string(),
  role: z.object({ slug: z.string(), name: z.string() }),
  /** The address the invitation is for; accepting requires the same one. Null: any address. */
  email: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TInvite = z.infer<typeof ZInvite>;

/** POST /invite/{code}: creates the account in the company with the invitation's role and signs in. */
export const ZAcceptInviteBody = z.object({
  name: z.string().trim().min(1).max(120),
  email: ZEmailField,
  password: ZPassword,
  language: ZLanguage.optional(),
});
export type TAcceptInviteBody = z.infer<typeof ZAcceptInviteBody>;

/** POST /invite-with-google/{code}: the same with a Google ID token. */
export const ZAcceptInviteWithGoogleBody = z.object({
  token: z.string().min(20).max(8000),
  language: ZLanguage.optional(),
});
export type TAcceptInviteWithGoogleBody = z.infer<typeof ZAcceptInviteWithGoogleBody>;

// ---- Pending invitations (staff: users.manage) ----

export const ZInviteIdParams = z.object({ id: z.uuid() });
export type TInviteIdParams = z.infer<typeof ZInviteIdParams>;

/** An invitation nobody has accepted yet, as the users page lists it (its code is never shown again). */
export const ZPendingInvite = z.object({
  id: z.uuid(),
  /** The address it was mailed to; null: a link to pass on by hand. */
  email: z.string().nullable(),
  role: z.object({ slug: z.string(), name: z.string() }),
  /** Who made it; null when that account is gone. */
  invitedBy: z.object({ name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Past its date: it can be sent again (with a new link) or withdrawn. */
  expired: z.boolean(),
});
export type TPendingInvite = z.infer<typeof ZPendingInvite>;

/** GET /invites: the company's pending invitations, newest first. */
export const ZPendingInviteList = z.object({ items: z.array(ZPendingInvite) });
export type TPendingInviteList = z.infer<typeof ZPendingInviteList>;
