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

/** The customer's data with `partial` merged in, stamped with the time of the update (SPEC point 3). */
export function withUserData(
  state: UserDataState,
  partial: Record<string, unknown>,
  now: Date = new Date(),
): UserDataState {
  return { userData: { ...state.userData, ...partial, lastUpdated: now.toISOString() } };
}

export const userDataSlice: PersistedSlice<UserDataState, UserDataActions> = {
  initial: { userData: {} },
  restore: (saved) => savedObjects<UserDataState>(saved, ['userData']),
  actions: (set) => ({
    updateUserData: (partial) => set((state) => withUserData(state, partial)),
  }),
};
