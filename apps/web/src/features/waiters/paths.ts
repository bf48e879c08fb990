/** This feature's page and the pages it links to (by path, never by import). */
export const WAITERS_PATH = '/user/app/tables/waiters';
export const TABLES_PATH = '/user/app/tables';
export const USERS_PATH = '/user/app/users';
