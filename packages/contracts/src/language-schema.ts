import { LANGUAGES } from './languages';
import * as z from './zod';

/** A UI language in a request or an answer (the list and its helpers are in languages.ts). */
export const ZLanguage = z.enum(LANGUAGES);
