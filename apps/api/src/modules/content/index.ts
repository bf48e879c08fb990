export { contentRoutes } from './content.routes';
export { sanitizeHtml } from './html';
