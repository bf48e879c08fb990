import * as z from './zod';

/**
 * Bonuses (SPEC point 7 "Bonuses"): a company credits guests a share of each paid order's
 * subtotal; a guest spends the balance on a later order of the same company. Amounts are minor
 * units of the company's menus' currency.
 */
export const ZBonusProgram = z.object({
  /** Percent of a paid order's subtotal credited (0 switches the program off). */
  ratePercent: z.number().int().min(0).max(50),
});
export type TBonusProgram = z.infer<typeof ZBonusProgram>;

export const ZBonusMenuParams = z.object({ slug: z.string().min(1).max(100) });
/** GET /online-menu/customer/bonus/{menu slug}: the guest's balance with that menu's company. */
export const ZBonusBalance = z.object({
  ratePercent: z.number().int(),
  /** Earned minus spent, minus what is set aside on the guest's unpaid orders. */
  balance: z.number().int(),
});
export type TBonusBalance = z.infer<typeof ZBonusBalance>;

/** POST /online-menu/customer/take-bonus: spend up to `amount` (all that fits when absent). */
export const ZTakeBonusBody = z.object({
  orderSlug: z.string().min(6).max(40),
  amount: z.number().int().min(1).max(100_000_000).optional(),
});
export const ZDropBonusBody = z.object({ orderSlug: z.string().min(6).max(40) });
