import { ZBonusBalance } from './bonuses';
import { ZDeliveryInfo, ZOrder } from './orders';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * A signed-in guest's profile (SPEC point 2: `/:slug/profile` and `/profile/bonuses` require
 * sign-in). Guests sign in with a code mailed to them (guest-sign-in.ts), to their address's
 * account or a new guest account. The account has one guest identity that follows it from device
 * to device (a device's orders, bonus and details join it when its owner signs in there).
 */

/** GET /customer/profile?menu={slug}: the menu names the company whose bonus and orders are shown. */
export const ZCustomerProfileQuery = z.object({ menu: ZSlug.optional() });
export type TCustomerProfileQuery = z.infer<typeof ZCustomerProfileQuery>;

export const ZCustomerProfile = z.object({
  customer: z.object({
    id: z.uuid(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    deliveryInfo: ZDeliveryInfo.nullable(),
  }),
  /** The account signed in. */
  user: z.object({ name: z.string(), email: z.string() }),
  /** The balance with the menu's company; null without `menu`. */
  bonus: ZBonusBalance.nullable(),
  /** The latest orders (at the menu's company when `menu` is given), newest first, at most 20. */
  orders: z.array(ZOrder),
});
export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;
