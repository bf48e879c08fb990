import {
  SHARE_LIST_EMAILS_MAX,
  SHARE_RECENT_DAYS_MAX,
  type TSaveShareMethodBody,
  type TShareMethod,
  ZEmail,
  ZSaveShareMethodBody,
  ZShareMethodData,
} from '@guestloop/contracts';
import { z } from 'zod';
import { fieldMessageWith } from '@/lib/form-errors';

/** The dialog's values: the audience's addresses as typed, one a line (or separated by commas). */
export interface ShareFormValues {
  title: string;
  subject: string;
  message: string;
  source: 'recent-customers' | 'list';
  days: number;
  emails: string;
}

/** The addresses of the list as typed: split at new lines, commas, semicolons and spaces. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The contract's rules, with the audience's addresses checked one by one as typed. */
export const ZShareForm = z
  .object({
    title: ZSaveShareMethodBody.shape.title,
    subject: ZShareMethodData.shape.subject,
    message: ZShareMethodData.shape.message,
    source: z.enum(['recent-customers', 'list']),
    days: z.number().int().min(1).max(SHARE_RECENT_DAYS_MAX),
    emails: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.source !== 'list') return;
    const emails = splitEmails(values.emails);
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['emails'], message });
    if (emails.length === 0) issue('required');
    else if (emails.length > SHARE_LIST_EMAILS_MAX) issue('too_many_emails');
    else {
      const wrong = emails.find((email) => !ZEmail.max(254).safeParse(email).success);
      if (wrong) issue(`bad_email:${wrong}`);
    }
  });

export function toShareFormValues(method: TShareMethod | null): ShareFormValues {
  const audience = method?.data.audience;
  return {
    title: method?.title ?? '',
    subject: method?.data.subject ?? '',
    message: method?.data.message ?? '',
    source: audience?.source ?? 'recent-customers',
    days: audience?.source === 'recent-customers' ? audience.days : 30,
    emails: audience?.source === 'list' ? audience.emails.join('\n') : '',
  };
}

export function toShareBody(values: ShareFormValues): TSaveShareMethodBody {
  return ZSaveShareMethodBody.parse({
    kind: 'email',
    title: values.title,
    data: {
      subject: values.subject,
      message: values.message,
      audience:
        values.source === 'list'
          ? { source: 'list', emails: splitEmails(values.emails) }
          : { source: 'recent-customers', days: values.days },
    },
  });
}

const base = fieldMessageWith('metrics', ['too_many_emails']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Field messages: the common codes, and the list's own (too many, or which address is wrong). */
export function shareFieldMessage(t: Translate, error: { message?: string } | undefined): string | undefined {
  const message = error?.message ?? '';
  if (message.startsWith('bad_email:'))
    return t('metrics:validation.bad_email', { email: message.slice(10) });
  if (message === 'too_many_emails')
    return t('metrics:validation.too_many_emails', { max: SHARE_LIST_EMAILS_MAX });
  return base(t, error);
}

/** Server paths of the body (`body.data.subject`) on the dialog's fields. */
export const SHARE_FIELD_ALIASES: Record<string, string> = {
  'data.subject': 'subject',
  'data.message': 'message',
  'data.audience.days': 'days',
  'data.audience.emails': 'emails',
};
