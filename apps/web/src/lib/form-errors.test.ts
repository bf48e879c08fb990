import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import {
  applyServerErrors,
  applyServerFieldErrors,
  fieldMessage,
  fieldMessageWith,
  formSchemaOptions,
  serverFieldErrors,
  VALIDATION_CODES,
} from './form-errors';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;

describe('form errors', () => {
  it('turns zod issues into codes and codes into translated texts', () => {
    const schema = z.object({ name: z.string().min(1), password: z.string().min(8) });
    const result = schema.safeParse({ name: '', password: 'short' }, formSchemaOptions);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ name: 'required', password: 'too_short:8' });
    expect(fieldMessage(t, { message: 'required' })).toBe('This field is required');
    expect(fieldMessage(t, { message: 'too_short:8' })).toBe('Use at least 8 characters');
    expect(fieldMessage(t, { message: 'Already taken' })).toBe('Already taken');
    expect(fieldMessage(t, undefined)).toBeUndefined();
    expect(fieldMessage(t, { message: 'invalid_phone' })).toBe(
      'Enter a phone number: 3 to 15 digits, spaces, + ( ) - allowed',
    );
  });

  it("translates the contracts' refinement codes that have a common text", () => {
    expect(fieldMessage(t, { message: 'invalid_short_route_target' })).toBe(
      'Choose a page of this company as the target',
    );
    expect(fieldMessage(t, { message: 'reserved_slug' })).toBe(
      'This address is reserved; choose another one',
    );
    expect(fieldMessage(t, { message: 'duplicate_id' })).toBe('This item appears twice');
    for (const code of VALIDATION_CODES) {
      expect(i18n.exists(`common:validation.${code}`), code).toBe(true);
    }
  });

  it("looks a feature's own codes up in its namespace, the rest in common", () => {
    i18n.addResourceBundle('en', 'places', { validation: { taken: 'Another place has it' } }, true, true);
    const message = fieldMessageWith('places', ['taken']);
    expect(message(t, { message: 'taken' })).toBe('Another place has it');
    expect(message(t, { message: 'required' })).toBe('This field is required');
    expect(message(t, { message: 'Server text' })).toBe('Server text');
    expect(message(t, undefined)).toBeUndefined();
  });

  it('puts VALIDATION_FAILED details on the form fields, focusing the first', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Bad', [
      { path: 'body.email', code: 'invalid', message: 'Not an address' },
      { path: 'body.address.city', code: 'too_big', message: 'Too long' },
      { path: 'body.unknown', code: 'invalid', message: 'Ignored' },
    ]);
    const setError = vi.fn();
    expect(applyServerErrors(error, setError, ['email', 'address.city'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Not an address' }, { shouldFocus: true }],
      ['address.city', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
    expect(applyServerErrors(new Error('x'), setError, ['email'])).toBe(false);
  });

  it('reads a failed save by form field: validation paths, aliases, and a slug another record has', () => {
    const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Bad', [
      { path: 'body.settings.socials.instagram', code: 'invalid', message: 'invalid_url' },
      { path: 'body.settings.messengers.phone', code: 'invalid', message: 'invalid_phone' },
    ]);
    expect(serverFieldErrors(invalid, { 'settings.messengers.phone': 'phone' })).toEqual({
      'settings.socials.instagram': 'invalid_url',
      phone: 'invalid_phone',
    });
    expect(serverFieldErrors(new ApiError(409, 'CONFLICT', 'Taken', { reason: 'slug-taken' }))).toEqual({
      slug: 'slug_taken',
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('lands server messages on the submitted fields, inside a named group or under an alias', () => {
    const values = { title: 'Latte', price: { amount: 4.5 }, hours: { mon: { open: '09:00' } } };
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Bad', [
      { path: 'body.price', code: 'invalid', message: 'too_small' },
      { path: 'body.settings.hours', code: 'invalid', message: 'invalid_time' },
      { path: 'body.nowhere', code: 'invalid', message: 'Ignored' },
    ]);
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, values, setError, { 'settings.hours': 'hours' })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['price.amount', { type: 'server', message: 'too_small' }, { shouldFocus: true }],
      ['hours.mon.open', { type: 'server', message: 'invalid_time' }, { shouldFocus: false }],
    ]);
    expect(applyServerFieldErrors(new Error('offline'), ['title'], vi.fn())).toBe(false);
  });
});
