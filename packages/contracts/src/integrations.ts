import * as z from './zod';

/**
 * Outside services a company or a staff member connects (SPEC point 3 "Integration": serviceUid,
 * title, connected, enabled, data; point 7 "Integrations"). The catalogue names each service's
 * fields: settings are shown back, secrets are written only (a blank secret keeps the stored one).
 */
export const INTEGRATION_SERVICE_UIDS = ['google-business-profile', 'syrve', 'telegram'] as const;
export type TIntegrationServiceUid = (typeof INTEGRATION_SERVICE_UIDS)[number];
export const ZIntegrationServiceUid = z.enum(INTEGRATION_SERVICE_UIDS);
/** The services a company connects once. */
export const STRUCTURE_INTEGRATION_UIDS = ['google-business-profile', 'syrve'] as const;
export const ZStructureIntegrationUid = z.enum(STRUCTURE_INTEGRATION_UIDS);
/** The services every staff member connects for themselves. */
export const USER_INTEGRATION_UIDS = ['telegram'] as const;
export const ZUserIntegrationUid = z.enum(USER_INTEGRATION_UIDS);

export interface IntegrationField {
  name: string;
  secret: boolean;
  required: boolean;
}

export interface IntegrationServiceInfo {
  uid: TIntegrationServiceUid;
  /** A company connects it once (structure), or every staff member for themselves (user). */
  scope: 'structure' | 'user';
  fields: readonly IntegrationField[];
  /** It imports reviews through collectors. */
  collects: boolean;
}

export const INTEGRATION_SERVICES: readonly IntegrationServiceInfo[] = [
  {
    uid: 'google-business-profile',
    scope: 'structure',
    collects: true,
    fields: [
      { name: 'clientId', secret: false, required: true },
      { name: 'clientSecret', secret: true, required: true },
      { name: 'refreshToken', secret: true, required: true },
    ],
  },
  {
    uid: 'syrve',
    scope: 'structure',
    collects: false,
    fields: [
      { name: 'apiLogin', secret: true, required: true },
      { name: 'organizationId', secret: false, required: false },
      { name: 'terminalGroupId', secret: false, required: false },
    ],
  },
  { uid: 'telegram', scope: 'user', collects: false, fields: [] },
];

export const integrationService = (uid: TIntegrationServiceUid): IntegrationServiceInfo =>
  INTEGRATION_SERVICES.find((s) => s.uid === uid) as IntegrationServiceInfo;

const ZFieldValues = z.record(z.string().min(1).max(60), z.string().trim().max(4000));

/** The state a check left: connected, or the reason code it failed with. */
export const ZIntegrationCheck = z.object({
  ok: z.boolean(),
  /** A code from INTEGRATION_CHECK_CODES when it failed. */
  code: z.string().nullable(),
  /** What the service said, for the person fixing it. */
  message: z.string().nullable(),
  checkedAt: z.iso.datetime({ offset: true }),
});
export type TIntegrationCheck = z.infer<typeof ZIntegrationCheck>;

/** Why a check failed: each has a translated explanation in the console. */
export const INTEGRATION_CHECK_CODES = [
  'missing-fields',
  'unauthorized',
  'not-found',
  'unreachable',
  'service-error',
  'not-configured',
] as const;

export const ZIntegration = z.object({
  serviceUid: ZIntegrationServiceUid,
  title: z.string(),
  connected: z.boolean(),
  enabled: z.boolean(),
  data: z
    .object({
      /** The integration's address in collector routes. */
      slug: z.string(),
      settings: z.record(z.string(), z.string()),
      /** The names of the secrets that are stored (their values never leave the server). */
      secretsSet: z.array(z.string()),
      lastCheck: ZIntegrationCheck.nullable(),
      /** Service-specific facts to show, e.g. a connect link for a staff member's Telegram. */
      extra: z.record(z.string(), z.string()),
    })
    .nullable(),
});
export type TIntegration = z.infer<typeof ZIntegration>;
export const ZIntegrationList = z.array(ZIntegration);

export const ZIntegrationServiceBody = z.object({ serviceUid: ZStructureIntegrationUid });
export type TIntegrationServiceBody = z.infer<typeof ZIntegrationServiceBody>;
export const ZUserIntegrationServiceBody = z.object({ serviceUid: ZUserIntegrationUid });
export type TUserIntegrationServiceBody = z.infer<typeof ZUserIntegrationServiceBody>;

/** POST /structure/integration/update: settings and secrets by field name; blank secrets are kept. */
export const ZUpdateIntegrationBody = z.object({
  serviceUid: ZStructureIntegrationUid,
  title: z.string().trim().min(1).max(120).optional(),
  settings: ZFieldValues.default({}),
  secrets: ZFieldValues.default({}),
});
export type TUpdateIntegrationBody = z.infer<typeof ZUpdateIntegrationBody>;

export const ZEnableIntegrationBody = z.object({
  serviceUid: ZStructureIntegrationUid,
  enabled: z.boolean(),
});
export type TEnableIntegrationBody = z.infer<typeof ZEnableIntegrationBody>;
export const ZEnableUserIntegrationBody = z.object({ serviceUid: ZUserIntegrationUid, enabled: z.boolean() });
export type TEnableUserIntegrationBody = z.infer<typeof ZEnableUserIntegrationBody>;

/** POST /user/integration/by-token: a staff member of the company connected with a token the service gave them. */
export const ZUserIntegrationByTokenBody = z.object({
  email: z.email().max(254),
  serviceUid: ZUserIntegrationUid,
  token: z.string().trim().min(1).max(4000),
});
export type TUserIntegrationByTokenBody = z.infer<typeof ZUserIntegrationByTokenBody>;

export const ZIntegrationUserParams = z.object({ id: z.uuid() });
