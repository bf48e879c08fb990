/**
 * The answers module: how guests and employees answer surveys, e-NPS surveys and quizzes (a
 * saved state per customer, then the final answer), and a quiz participant's result and PDF.
 * What other modules may use.
 */

export { answersRoutes } from './answers.routes';
