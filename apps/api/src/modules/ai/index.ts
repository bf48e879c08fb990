/** The ai module (insight tier): what other modules and the app may use. */
export { analysisRoutes } from './analysis.routes';
export { assistantRoutes } from './assistant.routes';
