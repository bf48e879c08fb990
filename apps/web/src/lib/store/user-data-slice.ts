import { type PersistedSlice, savedObjects } from './slice';

/** Everything a customer's own device remembers about them (SPEC point 3). */
export type UserData = { lastUpdated?: string } & Record<string, unknown>;

export interface UserDataState {
  userData: UserData;
}

export interface UserDataActions {
  /** Merges into userData and stamps lastUpdated (SPEC point 3). */
  updateUserData(partial: Record<string, unknown>): void;
}

export const userDataSlice: PersistedSlice<UserDataState, UserDataActions> = {
  initial: { userData: {} },
  restore: (saved) => savedObjects<UserDataState>(saved, ['userData']),
  actions: (set) => ({
    updateUserData: (partial) =>
      set((state) => ({
        userData: { ...state.userData, ...partial, lastUpdated: new Date().toISOString() },
      })),
  }),
};
