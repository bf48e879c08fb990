import { ZApiError } from '@guestloop/contracts';
import type { Access } from '../../plugins/access';

/** What the menu routes share: their access rule, error answers and API reference tag. */
export const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
export const withConflict = { ...errors, 409: ZApiError } as const;
export const manage: Access = { permission: 'menus.manage' };
export const tags = ['menus'];
