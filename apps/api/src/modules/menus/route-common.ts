import type { Access } from '../../plugins/access';

/** What the menu routes share: their access rule and API reference tag. */
export const manage: Access = { permission: 'menus.manage' };
export const tags = ['menus'];
