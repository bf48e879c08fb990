import type { TableQrScope } from './api/get-table-qr';

export const TABLES_PATH = '/user/app/tables';

/** The printable sheet of table cards: a location's, one group's or one table's, for one menu. */
export function tableQrSheetPath(locationId: string, menu: string, scope: TableQrScope = {}): string {
  const query = new URLSearchParams({ location: locationId, menu });
  if (scope.groupId) query.set('group', scope.groupId);
  if (scope.tableId) query.set('table', scope.tableId);
  return `${TABLES_PATH}/print?${query}`;
}
