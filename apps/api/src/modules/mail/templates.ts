import type { TLanguage } from '@guestloop/contracts';
import { bookingWhen } from './booking-dates';
import type { MailContent } from './layout';
import { fillText, mailText } from './mail-texts';

/** The product's mails and the values each one is written with. */
export interface MailTemplateVars {
  /** A new account's activation link (48 hours). */
  activate: { name: string; link: string };
  /** A password reset link (1 hour). */
  reset: { name: string; link: string };
  /** The confirmation link of a new e-mail address (24 hours). */
  email: { name: string; link: string };
  /** An invitation into a company (7 days); `role` as it should read in the mail. */
  invite: { inviter: string; company: string; role: string; link: string };
  /** To the owner of an address someone tried to register again: sign in, or choose a new password. */
  registrationAttempt: { name: string; signInLink: string; resetLink: string };
  /** A guest's one-time sign-in code (10 minutes); `venue` names the menu it was asked from. */
  guestCode: { code: string; venue: string | null };
  /** The code that confirms a guest's rating (RATING_CODE_TTL_MINUTES); `venue`: what was rated. */
  ratingCode: { code: string; venue: string };
  /**
   * A staff member told of a guest's rating (bad, or any new one): `score` of `max` on the
   * metric's scale, the table's label when rated from one, the start of the comment.
   */
  ratingAlert: {
    name: string;
    bad: boolean;
    metric: string;
    score: string;
    max: string;
    location: string;
    table: string | null;
    comment: string | null;
    link: string;
  };
  /** Several ratings told in one mail (they came within the alert mails' minute), newest first. */
  ratingAlerts: {
    name: string;
    /** Whether any of them is bad (the subject says so). */
    bad: boolean;
    count: string;
    /** The place they share, else the company. */
    place: string;
    items: readonly RatingAlertItem[];
    /** The reviews inbox. */
    link: string;
  };
  /** A guest asked by a venue to rate a visit: the venue's own subject and message, and the rating page. */
  shareInvite: { venue: string; subject: string; message: string; link: string };
  /** To a guest: their table request reached the venue, which will confirm it by e-mail. */
  bookingReceived: BookingMailVars;
  /** To a guest: the venue confirmed their table. */
  bookingConfirmed: BookingMailVars;
  /** To a guest: the venue cannot take their booking. */
  bookingDeclined: BookingMailVars;
  /** To a staff member: a guest asked for a table (the link opens the console's bookings). */
  bookingAlert: BookingMailVars & {
    guest: string;
    phone: string | null;
    table: string | null;
    note: string | null;
    link: string;
  };
}
export type MailTemplate = keyof MailTemplateVars;

/**
 * A table booking as its mails tell it: `name` is the one greeted, `date` (`YYYY-MM-DD`) and `time`
 * (`HH:MM`) are the venue's clock, written in the mail's language by the template.
 */
export interface BookingMailVars {
  name: string;
  venue: string;
  date: string;
  time: string;
  partySize: string;
}

/** One rating of a `ratingAlerts` mail. */
export interface RatingAlertItem {
  metric: string;
  score: string;
  max: string;
  location: string;
  table: string | null;
  comment: string | null;
}

/**
 * `t(key)` is the mail text at `key` in the mail's language with the values put in (`more`
 * replacing some of them).
 */
type Say = (key: string, more?: Readonly<Record<string, string>>) => string;
type Compose<K extends MailTemplate> = (
  t: Say,
  vars: MailTemplateVars[K],
  language: TLanguage,
) => MailContent;

/** A guest's mail about their booking: what happened, the booking's details, then what comes next. */
const bookingToGuest =
  (kind: 'bookingReceived' | 'bookingConfirmed' | 'bookingDeclined'): Compose<typeof kind> =>
  (t, vars, language) => {
    const when = bookingWhen(language, vars.date, vars.time);
    return {
      subject: t(`${kind}.subject`),
      greeting: t('hello'),
      paragraphs: [
        t(`${kind}.body`),
        `${t('booking.venue')}\n${t('booking.details', when)}`,
        t(`${kind}.next`),
      ],
      actions: [],
      note: t('booking.note'),
    };
  };

const accountLink =
  (kind: 'activate' | 'reset' | 'email'): Compose<typeof kind> =>
  (t, vars) => ({
    subject: t(`${kind}.subject`),
    greeting: t('hello'),
    paragraphs: [t(`${kind}.body`)],
    actions: [{ label: t(`${kind}.action`), url: vars.link }],
    note: t('ignore'),
  });

const TEMPLATES: { [K in MailTemplate]: Compose<K> } = {
  activate: accountLink('activate'),
  reset: accountLink('reset'),
  email: accountLink('email'),
  invite: (t, vars) => ({
    subject: t('invite.subject'),
    greeting: t('invite.hello'),
    paragraphs: [t('invite.body')],
    actions: [{ label: t('invite.action'), url: vars.link }],
    note: t('invite.ignore'),
  }),
  registrationAttempt: (t, vars) => ({
    subject: t('registrationAttempt.subject'),
    greeting: t('hello'),
    paragraphs: [t('registrationAttempt.body')],
    actions: [
      { label: t('registrationAttempt.action'), url: vars.signInLink },
      { label: t('registrationAttempt.resetAction'), url: vars.resetLink },
    ],
    note: t('registrationAttempt.ignore'),
  }),
  guestCode: (t, vars) => ({
    subject: t('guestCode.subject'),
    greeting: t('guestCode.hello'),
    paragraphs: [t(vars.venue ? 'guestCode.bodyAt' : 'guestCode.body')],
    code: vars.code,
    actions: [],
    note: t('guestCode.note'),
  }),
  ratingCode: (t, vars) => ({
    subject: t('ratingCode.subject'),
    greeting: t('ratingCode.hello'),
    paragraphs: [t('ratingCode.body')],
    code: vars.code,
    actions: [],
    note: t('ratingCode.note'),
  }),
  ratingAlert: (t, vars) => {
    // The texts name the score as {{rating}}: "2 of 5" written in the mail's language.
    const said = (key: string) => fillText(t(key), { rating: t('ratingAlert.score') });
    return {
      subject: said(vars.bad ? 'ratingAlert.subjectBad' : 'ratingAlert.subjectNew'),
      greeting: t('hello'),
      paragraphs: [
        said(vars.table ? 'ratingAlert.bodyTable' : 'ratingAlert.body'),
        ...(vars.comment ? [t('ratingAlert.comment')] : []),
      ],
      actions: [{ label: t('ratingAlert.action'), url: vars.link }],
      note: t('ratingAlert.note'),
    };
  },
  ratingAlerts: (t, vars) => ({
    subject: t(vars.bad ? 'ratingAlerts.subjectBad' : 'ratingAlerts.subjectNew'),
    greeting: t('hello'),
    paragraphs: [
      t('ratingAlerts.intro'),
      ...vars.items.map((item) => {
        const values = { ...item, table: item.table ?? '', comment: item.comment ?? '' };
        const line = fillText(t(item.table ? 'ratingAlerts.itemTable' : 'ratingAlerts.item'), {
          ...values,
          rating: fillText(t('ratingAlert.score'), values),
        });
        return item.comment ? `${line}\n${fillText(t('ratingAlert.comment'), values)}` : line;
      }),
    ],
    actions: [{ label: t('ratingAlerts.action'), url: vars.link }],
    note: t('ratingAlert.note'),
  }),
  shareInvite: (t, vars) => ({
    subject: vars.subject,
    greeting: t('shareInvite.hello'),
    paragraphs: vars.message
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean),
    actions: [{ label: t('shareInvite.action'), url: vars.link }],
    note: t('shareInvite.note'),
  }),
  bookingReceived: bookingToGuest('bookingReceived'),
  bookingConfirmed: bookingToGuest('bookingConfirmed'),
  bookingDeclined: bookingToGuest('bookingDeclined'),
  bookingAlert: (t, vars, language) => {
    const when = bookingWhen(language, vars.date, vars.time);
    return {
      subject: t('bookingAlert.subject', when),
      greeting: t('hello'),
      paragraphs: [
        t('bookingAlert.body'),
        [
          t('booking.details', when),
          ...(vars.table ? [t('bookingAlert.table')] : []),
          ...(vars.phone ? [t('bookingAlert.phone')] : []),
        ].join('\n'),
        ...(vars.note ? [t('bookingAlert.guestNote')] : []),
      ],
      actions: [{ label: t('bookingAlert.action'), url: vars.link }],
      note: t('ratingAlert.note'),
    };
  },
};

/** What a mail says, in the language's words from the `mail` pack. */
export function composeMail<K extends MailTemplate>(
  language: TLanguage,
  template: K,
  vars: MailTemplateVars[K],
): MailContent {
  const values = vars as unknown as Record<string, string>;
  const t: Say = (key, more) => fillText(mailText(language, key), more ? { ...values, ...more } : values);
  return (TEMPLATES[template] as Compose<K>)(t, vars, language);
}
