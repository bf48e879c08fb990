import { type PersistedSlice, savedObjects } from '@/lib/store/slice';

export interface ToursState {
  /** Guided tours already shown on this device: tour id → ISO time it was seen. */
  toursSeen: Record<string, string>;
}

export interface ToursActions {
  markTourSeen(tourId: string): void;
}

/** Which guided tours this device has seen, so each shows once. */
export const toursSlice: PersistedSlice<ToursState, ToursActions> = {
  initial: { toursSeen: {} },
  restore: (saved) => savedObjects<ToursState>(saved, ['toursSeen']),
  actions: (set) => ({
    markTourSeen: (tourId) =>
      set((state) => ({ toursSeen: { ...state.toursSeen, [tourId]: new Date().toISOString() } })),
  }),
};
