/** The ratings pages under the console (/user/app) and the guest's rating page. */
export const METRICS_PATH = '/user/app/metrics';
export const metricPath = (slug: string) => `${METRICS_PATH}/${encodeURIComponent(slug)}`;
export const metricStickerPath = (slug: string) => `${metricPath(slug)}/sticker`;
export const metricSharePath = (slug: string) => `${metricPath(slug)}/share`;
/** The public page a guest rates on (the sticker's QR code opens it). */
export const publicRatePath = (slug: string) => `/user/p/rate/${encodeURIComponent(slug)}`;
