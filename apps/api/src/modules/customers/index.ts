export type { CustomerRow } from './customers.repo';
export { findCustomer, updateCustomer } from './customers.repo';
export { customersRoutes } from './customers.routes';
export { guestRateKey } from './guest-cookie';
