export { setCallStatus, useSetCallStatus } from './set-call-status';
export { useCallsLive } from './use-calls-live';
export { PRESENT_MS, useMarkSeen } from './use-mark-seen';
export {
  applyCall,
  listWaiterCalls,
  useWaiterCalls,
  WAITER_CALLS_KEY,
  type WaiterCallScope,
  waiterCallsKey,
  waiterCallsQuery,
  withCall,
} from './waiter-calls';
export { useWaiterHome, waiterHomeQuery } from './waiter-home';
