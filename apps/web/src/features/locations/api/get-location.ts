import { type TLocation, ZLocation } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOCATIONS_KEY } from '@/entities/locations';
import { api } from '@/lib/api-client';

export const locationKey = (id: string) => [...LOCATIONS_KEY, 'one', id] as const;

/** GET /location/{id}: one location with everything its edit form needs. */
export function getLocation(id: string, signal?: AbortSignal): Promise<TLocation> {
  return api.get(`/location/${encodeURIComponent(id)}`, { schema: ZLocation, signal });
}

export const locationQuery = (id: string) =>
  queryOptions({ queryKey: locationKey(id), queryFn: ({ signal }) => getLocation(id, signal) });

export function useLocationDetails(id: string) {
  return useQuery(locationQuery(id));
}
