/**
 * The Syrve module (activity tier): a company's Syrve (iiko) POS and its menus — products linked
 * to menu items, orders of linked items sent to the POS, the POS's stop list on the guest menu.
 */
import './syrve.integration';

export { syrveRoutes } from './syrve.routes';
