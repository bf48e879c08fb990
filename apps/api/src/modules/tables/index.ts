/** The tables module: table groups, tables and their QR codes. What other modules may use. */
export { resolvePublicTable, resolveTableInLocation } from './tables.repo';
export { tablesRoutes } from './tables.routes';
