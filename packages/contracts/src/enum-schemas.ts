import {
  CURRENCIES,
  DISPLAY_MODES,
  MESSENGER_KINDS,
  OPTION_UNIT_TYPES,
  QR_BLOCK_TYPES,
  QUESTION_TYPES,
  SOCIAL_NETWORKS,
} from './enums';
import * as z from './zod';

/** The fixed lists of enums.ts as schemas, for the contracts' requests and answers. */
export const ZQuestionType = z.enum(QUESTION_TYPES);
export const ZDisplayMode = z.enum(DISPLAY_MODES);
export const ZQrBlockType = z.enum(QR_BLOCK_TYPES);
export const ZSocialNetwork = z.enum(SOCIAL_NETWORKS);
export const ZMessengerKind = z.enum(MESSENGER_KINDS);
export const ZOptionUnitType = z.enum(OPTION_UNIT_TYPES);
export const ZCurrency = z.enum(CURRENCIES);
