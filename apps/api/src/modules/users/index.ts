/** The users module: a company's staff. What other modules may use. */

export { type BadgeViewer, type MenuBadgeSource, registerMenuBadgeSource } from './contributions';
export { findCompany, findStaff, insertStaff } from './users.repo';
export { usersRoutes } from './users.routes';
