import { ZApiError } from '@guestloop/contracts';

/** Error answers every staff route may give: bad input, signed out, no permission, not found. */
export const staffErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;

/** Staff errors plus 409, for writes that can meet a conflict (slug taken, dependents…). */
export const staffErrorsWithConflict = { ...staffErrors, 409: ZApiError } as const;

/** Error answers a guest's call may give: bad input, no guest identity, not found, a conflict, too many. */
export const guestErrors = {
  400: ZApiError,
  401: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
} as const;
