/** The telegram module (insight tier): the product's Telegram bot for guests' orders and staff notifications. */

// Telegram as each staff member's own integration (the integrations module's user services).
import './telegram.integration';

export { telegramRoutes } from './telegram.routes';
