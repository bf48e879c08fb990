/** The locations pages under the console (/user/app). */
export const LOCATIONS_PATH = '/user/app/locations';
export const locationPath = (id: string) => `${LOCATIONS_PATH}/${encodeURIComponent(id)}`;
