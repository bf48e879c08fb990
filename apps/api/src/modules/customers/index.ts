export type { CustomerRow } from './customers.repo';
export { findCustomer, updateCustomer } from './customers.repo';
export { customersRoutes } from './customers.routes';
export {
  currentCustomer,
  deviceCustomer,
  guestRateKey,
  requireAccountCustomer,
  requireCustomer,
} from './customers.service';
