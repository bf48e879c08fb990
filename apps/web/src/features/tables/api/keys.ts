/** Query keys of the tables feature (a location's groups are the shared `@/entities/table-groups`). */
export const TABLES_KEY = ['tables'] as const;
export const qrKey = (locationId: string, menu: string, tableId: string) =>
  [...TABLES_KEY, 'qr', locationId, menu, tableId] as const;
