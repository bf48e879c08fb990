import type { TLanguage } from '@guestloop/contracts';
import { serverTexts } from '../i18n';

/** The words of the quiz result PDF (the `quiz-result` namespace's `pdf` part), English where one is missing. */

export type PdfTexts = (key: string, vars?: Record<string, string | number>) => string;

export const quizPdfTexts = (language: TLanguage): PdfTexts => serverTexts('quiz-result', language, 'pdf');
