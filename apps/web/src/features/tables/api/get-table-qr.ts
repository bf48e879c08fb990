import { type TTableQr, type TTableQrList, ZTableQrList } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { tableGroupsPath } from '@/entities/table-groups';
import { api, buildUrl } from '@/lib/api-client';
import { qrKey } from './keys';

export interface TableQrTarget {
  locationId: string;
  /** The slug of the menu the QR code opens. */
  menu: string;
  tableId: string;
}

/** GET /horeca/groups/{location}/qr?format=svg&tableId=…: the table's guest URL and QR code (SVG). */
export async function getTableQr({ locationId, menu, tableId }: TableQrTarget, signal?: AbortSignal) {
  const list = await api.get(`${tableGroupsPath(locationId)}/qr`, {
    query: { menu, format: 'svg', tableId },
    schema: ZTableQrList,
    signal,
  });
  return list.items[0] ?? null;
}

export function useTableQr(target: TableQrTarget | null) {
  return useQuery<TTableQr | null>({
    queryKey: target ? qrKey(target.locationId, target.menu, target.tableId) : ['tables', 'qr', 'none'],
    queryFn: ({ signal }) => (target ? getTableQr(target, signal) : null),
    enabled: target !== null,
  });
}

/** Which tables a printable sheet holds: one table, one group's, or (neither) the whole location's. */
export interface TableQrScope {
  tableId?: string;
  groupId?: string;
}

/**
 * The address of the printable A4 PDF (six codes a page): one table's, one group's, or every
 * table of the location. A plain link: the session cookie goes with it and the answer is a download.
 */
export function tableQrPdfUrl(locationId: string, menu: string, scope: TableQrScope = {}): string {
  return buildUrl(`${tableGroupsPath(locationId)}/qr`, {
    menu,
    format: 'pdf',
    groupId: scope.groupId,
    tableId: scope.tableId,
  });
}

/** The codes of a printable sheet: one table's, one group's or the whole location's, with their SVGs. */
export function useTableQrSheet(locationId: string | null, menu: string | null, scope: TableQrScope) {
  return useQuery<TTableQrList>({
    queryKey: [...qrKey(locationId ?? '', menu ?? '', scope.tableId ?? ''), 'sheet', scope.groupId ?? ''],
    queryFn: ({ signal }) =>
      api.get(`${tableGroupsPath(locationId ?? '')}/qr`, {
        query: { menu: menu ?? '', format: 'svg', groupId: scope.groupId, tableId: scope.tableId },
        schema: ZTableQrList,
        signal,
      }),
    enabled: Boolean(locationId && menu),
  });
}
