/** Every integrations query lives under this key. */
export const INTEGRATIONS_KEY = ['integrations'] as const;
/** The company's services (GET /structure/integrations). */
export const STRUCTURE_INTEGRATIONS_KEY = [...INTEGRATIONS_KEY, 'structure'] as const;
/** One integration's collectors with their runs. */
export const collectorsKey = (slug: string) => [...INTEGRATIONS_KEY, 'collectors', slug] as const;
/** The places an integration's keys open (the collector dialog's list). */
export const collectorPlacesKey = (slug: string) => [...INTEGRATIONS_KEY, 'places', slug] as const;

export const collectorsPath = (slug: string) =>
  `/structure/integration/${encodeURIComponent(slug)}/collectors`;
export const collectorPath = (id: string, verb: 'update' | 'execute' | 'delete') =>
  `/structure/integration/collector/${encodeURIComponent(id)}/${verb}`;
