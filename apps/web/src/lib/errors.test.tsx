import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrors, useErrorMessage } from './errors';
import { i18n } from './i18n';

describe('error messages', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'errors', {
      INVALID_CREDENTIALS: 'Wrong email or password.',
      network: 'You seem to be offline.',
      unknown: 'Something unexpected happened.',
    });
  });

  it('translates the wire code, the network, and anything else', () => {
    const { result } = renderHook(() => useErrorMessage());
    const message = result.current;
    expect(message(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe('Wrong email or password.');
    expect(message(new ApiError(0, 'NETWORK', 'x'))).toBe('You seem to be offline.');
    expect(message(new ApiError(418, 'SOMETHING_NEW', 'x'))).toBe('Something unexpected happened.');
    expect(message(new Error('internal detail'))).toBe('Something unexpected happened.');
  });

  it('falls back to the common texts before the errors pack is there', () => {
    i18n.removeResourceBundle('en', 'errors');
    const { result } = renderHook(() => useErrorMessage());
    expect(result.current(new ApiError(0, 'NETWORK', 'x'))).toBe(
      'No connection. Check your internet and try again.',
    );
    expect(result.current('weird')).toBe('Something went wrong. Please try again.');
  });

  it('collects field messages by wire path', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Bad input', [
      { path: 'body.email', code: 'invalid_format', message: 'Invalid email' },
      { path: 'body.email', code: 'too_long', message: 'Too long' },
      { path: 'body.password', code: 'too_small', message: 'Too short' },
    ]);
    expect(fieldErrors(error)).toEqual({ 'body.email': 'Invalid email', 'body.password': 'Too short' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
