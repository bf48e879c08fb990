/** The share-methods module: asking guests to rate a metric, sent as background tasks. What other modules may use. */
export { shareMethodsRoutes } from './share-methods.routes';
