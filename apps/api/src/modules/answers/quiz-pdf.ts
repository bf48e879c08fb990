import { INTL_LOCALES, PRODUCT_NAME, type TLanguage, type TQuizResult } from '@guestloop/contracts';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from '../../lib/pdf-text';
import { pdfFonts } from './pdf-fonts';
import { PdfLayout } from './pdf-layout';
import { quizPdfTexts } from './quiz-pdf-texts';

/**
 * A quiz participant's PDF: a certificate when they passed and the quiz gives one, else the
 * result with each question. The text is drawn with embedded Unicode fonts (pdf-fonts.ts), so a
 * title or name in any UI language prints as written.
 */

export interface QuizPdfInput {
  quizTitle: string;
  companyName: string;
  /** The guest's name, when they gave one. */
  participantName: string | null;
  result: TQuizResult;
  certificate: boolean;
  language: TLanguage;
  timeZone: string;
}

function formatDate(iso: string, language: TLanguage, timeZone: string): string {
  const locale = INTL_LOCALES[language];
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  }
}

function scoreLine(result: TQuizResult, t: ReturnType<typeof quizPdfTexts>): string {
  const points = t('points', { points: result.points, maxPoints: result.maxPoints });
  return result.percent === null ? points : `${points} · ${t('percent', { percent: result.percent })}`;
}

function drawCertificate(doc: PDFKit.PDFDocument, w: PdfLayout, input: QuizPdfInput) {
  const t = quizPdfTexts(input.language);
  const inset = 24;
  doc
    .lineWidth(3)
    .rect(inset, inset, doc.page.width - 2 * inset, doc.page.height - 2 * inset)
    .stroke('#2f5d8a');
  doc.y = doc.page.margins.top + 10;
  w.text(input.companyName, { size: 14, color: '#52606d', align: 'center', gap: 1.5 });
  w.text(t('certificateTitle'), { size: 40, bold: true, color: '#2f5d8a', align: 'center', gap: 1 });
  w.text(t('certifies'), { size: 14, align: 'center', gap: 0.6 });
  w.text(input.participantName ?? t('participant'), { size: 26, bold: true, align: 'center', gap: 0.6 });
  w.text(t('hasPassed'), { size: 14, align: 'center', gap: 0.6 });
  w.text(input.quizTitle, { size: 20, bold: true, align: 'center', gap: 1.2 });
  w.text(scoreLine(input.result, t), { size: 13, align: 'center' });
  w.text(t('finishedAt', { date: formatDate(input.result.finishedAt, input.language, input.timeZone) }), {
    size: 11,
    color: '#52606d',
    align: 'center',
  });
}

function drawResult(doc: PDFKit.PDFDocument, w: PdfLayout, input: QuizPdfInput) {
  const t = quizPdfTexts(input.language);
  const { result } = input;
  w.text(input.companyName, { size: 11, color: '#52606d' });
  w.text(t('resultTitle'), { size: 24, bold: true, color: '#2f5d8a', gap: 0.2 });
  w.text(input.quizTitle, { size: 16, bold: true, gap: 0.8 });
  if (input.participantName) w.text(input.participantName, { size: 12 });
  w.text(scoreLine(result, t), { size: 14, bold: true });
  if (result.passed !== null) {
    w.text(result.passed ? t('passed') : t('failed'), {
      size: 14,
      bold: true,
      color: result.passed ? '#1f7a3a' : '#b42318',
    });
  }
  if (result.passMark !== null) w.text(t('passMark', { passMark: result.passMark }), { size: 11 });
  w.text(t('correctCount', { correct: result.correctCount, total: result.scoredCount }), { size: 11 });
  w.text(t('finishedAt', { date: formatDate(result.finishedAt, input.language, input.timeZone) }), {
    size: 11,
    color: '#52606d',
    gap: 1,
  });
  if (!result.questions || result.questions.length === 0) return;
  w.text(t('questions'), { size: 14, bold: true, gap: 0.5 });
  result.questions.forEach((q, index) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    w.text(`${index + 1}. ${q.title}`, { size: 11, bold: true, gap: 0.1 });
    w.text(`${q.correct ? t('right') : t('wrong')} · ${q.points} / ${q.maxPoints}`, {
      size: 10,
      color: q.correct ? '#1f7a3a' : '#b42318',
      gap: 0.1,
    });
    if (!q.correct && q.correctAnswerLabels.length > 0) {
      w.text(t('rightAnswer', { answers: q.correctAnswerLabels.join(', ') }), { size: 10, color: '#52606d' });
    }
    doc.moveDown(0.4);
  });
}

/** The PDF bytes: a certificate (A4 across) or the result (A4 upright). */
export function renderQuizPdf(input: QuizPdfInput): Promise<Buffer> {
  const fonts = pdfFonts();
  const certificate = input.certificate && input.result.passed === true;
  const t = quizPdfTexts(input.language);
  const title = `${input.quizTitle}: ${certificate ? t('certificateTitle') : t('resultTitle')}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: certificate ? 'landscape' : 'portrait',
    margin: certificate ? 64 : 56,
    info: {
      Title: fonts.unicode ? title : toWinAnsi(title),
      Author: fonts.unicode ? input.companyName : toWinAnsi(input.companyName),
      Creator: PRODUCT_NAME,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfLayout(doc, fonts, input.language === 'ar');
  if (certificate) drawCertificate(doc, writer, input);
  else drawResult(doc, writer, input);
  doc.end();
  return done;
}
