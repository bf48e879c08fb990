/**
 * Product mail: one layout (HTML with a plain-text alternative, right to left for Arabic) with
 * its words in the language packs' `mail` namespace, and one way out (`sendProductMail`, a
 * durable job). A sender that gives a mail a `tag` hears its final outcome as the domain event
 * `mail.delivered` or `mail.failed` (mail.events.ts). Other modules use only what is exported here.
 */

export { mailText } from './mail-texts';
export {
  MAIL_JOB,
  mailJobs,
  type ProductMail,
  renderProductMail,
  type SendOptions,
  sendProductMail,
  sendProductMails,
} from './send';
export type { MailTemplate, MailTemplateVars, RatingAlertItem } from './templates';
