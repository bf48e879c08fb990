import { type PersistedSlice, savedObjects } from '@/lib/store/slice';

export interface QrMenuState {
  /** The menu a location's table QR codes open, as staff last chose it: menu id by location id. */
  qrMenuByLocation: Record<string, string>;
}

export interface QrMenuActions {
  rememberQrMenu(locationId: string, menuId: string): void;
}

/** Which menu each location's table codes open, so a reprint opens the same menu (owned by tables). */
export const qrMenuSlice: PersistedSlice<QrMenuState, QrMenuActions> = {
  initial: { qrMenuByLocation: {} },
  restore: (saved) => savedObjects<QrMenuState>(saved, ['qrMenuByLocation']),
  actions: (set) => ({
    rememberQrMenu: (locationId, menuId) =>
      set((state) => ({ qrMenuByLocation: { ...state.qrMenuByLocation, [locationId]: menuId } })),
  }),
};
