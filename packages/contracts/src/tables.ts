import { ZSlug } from './structure';
import * as z from './zod';

/**
 * Tables of a location (SPEC point 7 "Tables"; the spec's "horeca groups"): a location has table
 * groups ("Hall", "Terrace"), a group has tables. Slugs appear in the customer's table route
 * `/user/online-menu/:slug/:locationSlug/:groupSlug/:tableSlug`; they are made from the name and
 * kept when the name changes, so printed QR codes keep working.
 */

const ZGroupName = z.string().trim().min(1).max(80);
const ZTableName = z.string().trim().min(1).max(40);
const ZSeats = z.number().int().min(1).max(500);
const ZPosition = z.number().int().min(0).max(10_000);

// ---- Answers ----

export const ZTable = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  seats: z.number().int().nullable(),
  position: z.number().int(),
});
export type TTable = z.infer<typeof ZTable>;

export const ZTableGroup = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  tables: z.array(ZTable),
});
export type TTableGroup = z.infer<typeof ZTableGroup>;

/** GET /horeca/groups/{location}: the location's groups by position, each with its tables by position. */
export const ZTableGroups = z.object({
  location: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  groups: z.array(ZTableGroup),
});
export type TTableGroups = z.infer<typeof ZTableGroups>;

export const ZDeletedTables = z.object({ ok: z.literal(true), deletedTables: z.number().int() });
export type TDeletedTables = z.infer<typeof ZDeletedTables>;

/**
 * `details` of a 409 CONFLICT from the table calls: `has-dependents` (the group still has
 * tables; repeat with `confirm: true` to delete them too), `slug-taken` (path names the field).
 */
export const ZTableConflict = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('has-dependents'), dependents: z.object({ tables: z.number().int() }) }),
  z.object({ reason: z.literal('slug-taken'), path: z.string() }),
]);
export type TTableConflict = z.infer<typeof ZTableConflict>;

const ZRef = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

/** GET /horeca/public/groups/{a}/{b}/{c}: what the customer's table route points at. */
export const ZPublicTable = z.object({ location: ZRef, group: ZRef, table: ZRef });
export type TPublicTable = z.infer<typeof ZPublicTable>;

/** One table's printable link: its customer URL and the QR code of it as an SVG document. */
export const ZTableQr = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  tableId: z.uuid(),
  tableName: z.string(),
  url: z.string(),
  svg: z.string(),
});
export type TTableQr = z.infer<typeof ZTableQr>;
export const ZTableQrList = z.object({ items: z.array(ZTableQr) });
export type TTableQrList = z.infer<typeof ZTableQrList>;

// ---- Requests ----

/** `location` is the id of a location of the caller's company. */
export const ZTableLocationParams = z.object({ location: z.uuid() });
export type TTableLocationParams = z.infer<typeof ZTableLocationParams>;

export const ZPublicTableParams = z.object({ a: ZSlug, b: ZSlug, c: ZSlug });
export type TPublicTableParams = z.infer<typeof ZPublicTableParams>;

/** Location slugs are unique per company only: the menu (its slug) says whose location it is. */
export const ZPublicTableQuery = z.object({ menu: ZSlug });
export type TPublicTableQuery = z.infer<typeof ZPublicTableQuery>;

export const ZCreateTableGroupBody = z.object({ name: ZGroupName, slug: ZSlug.optional() });
export type TCreateTableGroupBody = z.infer<typeof ZCreateTableGroupBody>;

export const ZCreateTableBody = z.object({
  groupId: z.uuid(),
  name: ZTableName,
  slug: ZSlug.optional(),
  seats: ZSeats.nullish(),
});
export type TCreateTableBody = z.infer<typeof ZCreateTableBody>;

export const ZDeleteTableBody = z.object({ tableId: z.uuid() });
export type TDeleteTableBody = z.infer<typeof ZDeleteTableBody>;

/** Without `confirm`, a group that still has tables is refused (409 `has-dependents`). */
export const ZDeleteTableGroupBody = z.object({ groupId: z.uuid(), confirm: z.boolean().optional() });
export type TDeleteTableGroupBody = z.infer<typeof ZDeleteTableGroupBody>;

/**
 * Bulk edit and reorder. Every group and table listed must be the location's; a table listed
 * under another group moves there. What is not listed is kept as it is (deleting has its own calls).
 */
export const ZUpdateTableGroupsBody = z
  .object({
    groups: z
      .array(
        z.object({
          id: z.uuid(),
          name: ZGroupName,
          position: ZPosition,
          tables: z
            .array(
              z.object({ id: z.uuid(), name: ZTableName, seats: ZSeats.nullable(), position: ZPosition }),
            )
            .max(500),
        }),
      )
      .max(100),
  })
  .superRefine((body, ctx) => {
    // A group or a table listed twice is a mistake of the caller (ids of each kind are checked apart).
    const groups = new Set<string>();
    const tables = new Set<string>();
    body.groups.forEach((group, g) => {
      if (groups.has(group.id))
        ctx.addIssue({ code: 'custom', message: 'duplicate_id', path: ['groups', g, 'id'] });
      groups.add(group.id);
      group.tables.forEach((table, i) => {
        if (tables.has(table.id)) {
          ctx.addIssue({ code: 'custom', message: 'duplicate_id', path: ['groups', g, 'tables', i, 'id'] });
        }
        tables.add(table.id);
      });
    });
  });
export type TUpdateTableGroupsBody = z.infer<typeof ZUpdateTableGroupsBody>;

export const TABLE_QR_FORMATS = ['svg', 'pdf'] as const;

/**
 * `svg`: JSON with one SVG per table; `pdf`: a printable sheet. `groupId` narrows to one group's
 * tables (one group's sheet), `tableId` to one table; both together must agree.
 */
export const ZTableQrQuery = z.object({
  menu: ZSlug,
  format: z.enum(TABLE_QR_FORMATS).default('svg'),
  groupId: z.uuid().optional(),
  tableId: z.uuid().optional(),
});
export type TTableQrQuery = z.infer<typeof ZTableQrQuery>;
