export { browserEnvironment, resolveTourOptions, TourController, type TourEnvironment } from './controller';
export { type TourApi, TourProvider, useTour } from './TourProvider';
export type * from './types';
