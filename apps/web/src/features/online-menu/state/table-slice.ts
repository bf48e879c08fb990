import { type PersistedSlice, savedObjects } from '@/lib/store/slice';

export interface RememberedTable {
  locationSlug: string;
  groupSlug: string;
  tableSlug: string;
  locationName: string;
  groupName: string;
  tableName: string;
  savedAt: string;
}

export interface TableState {
  /** The table a guest scanned, by menu slug (the QR code they sat down at). */
  tables: Record<string, RememberedTable>;
}

export interface TableActions {
  rememberTable(menuSlug: string, table: Omit<RememberedTable, 'savedAt'>): void;
}

/** The table a guest sits at, per menu (owned by the online menu). */
export const tableSlice: PersistedSlice<TableState, TableActions> = {
  initial: { tables: {} },
  restore: (saved) => savedObjects<TableState>(saved, ['tables']),
  actions: (set) => ({
    rememberTable: (menuSlug, table) =>
      set((state) => ({
        tables: { ...state.tables, [menuSlug]: { ...table, savedAt: new Date().toISOString() } },
      })),
  }),
};
