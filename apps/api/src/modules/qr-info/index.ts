/**
 * The QR info module: a venue's pages of blocks behind its QR codes, their guest side and their
 * statistics. What other modules may use: the routes and the process's cache of public pages.
 */
export type { GuestQrInfos } from './guest-qr-infos';
export { qrInfoPlugin } from './plugin';
export { qrInfoRoutes } from './qr-info.routes';
export { qrInfoTranslatableTexts } from './translatable-texts';
