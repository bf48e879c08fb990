/** Query keys of the tables feature. */
export const TABLES_KEY = ['tables'] as const;
export const groupsKey = (locationId: string) => [...TABLES_KEY, 'groups', locationId] as const;
export const qrKey = (locationId: string, menu: string, tableId: string) =>
  [...TABLES_KEY, 'qr', locationId, menu, tableId] as const;

export const groupsPath = (locationId: string) => `/horeca/groups/${encodeURIComponent(locationId)}`;
