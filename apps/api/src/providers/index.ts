import type { Config } from '../config';

/**
 * Outside services behind small interfaces (mail, captcha, Google identity, payments…).
 * Each kind lives in providers/<kind>/ with one adapter per real service and a built-in default.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in by each provider kind as it lands
export type Providers = {};

export function createProviders(_config: Config): Providers {
  return {};
}
