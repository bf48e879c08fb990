import type { TErrorCode } from '@guestloop/contracts';

/** The one way a use case fails on purpose; the error plugin turns it into the wire shape. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: TErrorCode,
    message?: string,
    public readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
export const conflict = (code: TErrorCode = 'CONFLICT', message?: string) => new AppError(409, code, message);
