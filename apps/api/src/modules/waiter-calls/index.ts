/** The waiter-calls module: guests calling staff to their table. What other modules may use. */
export { openCallOfTable } from './waiter-calls.repo';
export { waiterCallsRoutes } from './waiter-calls.routes';
export { status as waiterCallState, tableOfCalls, toWaiterCall } from './waiter-calls.service';
