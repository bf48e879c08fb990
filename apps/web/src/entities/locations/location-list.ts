import { type TLocationList, ZLocationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every location query lives under LOCATIONS_KEY (the locations feature keeps each record at `['locations', 'one', id]`). */
export const LOCATIONS_KEY = ['locations'] as const;
/** The one key of the company's location list: whatever creates, changes or deletes a location invalidates it. */
export const LOCATION_LIST_KEY = [...LOCATIONS_KEY, 'all'] as const;

/** GET /locations/all: every location of the company, by name (open to all staff). */
export function listLocations(signal?: AbortSignal): Promise<TLocationList> {
  return api.get('/locations/all', { schema: ZLocationList, signal });
}

export const locationListQuery = queryOptions({
  queryKey: LOCATION_LIST_KEY,
  queryFn: ({ signal }) => listLocations(signal),
});

/** The location list; `enabled: false` waits (e.g. until a dialog opens). */
export function useLocationList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...locationListQuery, enabled });
}
