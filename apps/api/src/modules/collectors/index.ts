/**
 * The collectors module (activity tier): review collectors import the reviews of a place on a
 * review site (Google Business Profile) into the reviews inbox, on a schedule and on demand.
 */
// Google Business Profile's check, lent to the integrations module.
import './google-integration';

export { collectorsRoutes } from './collectors.routes';
