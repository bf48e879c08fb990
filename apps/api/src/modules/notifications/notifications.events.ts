import type { TLanguage } from '@guestloop/contracts';

/** What a member is told of, with what a message about it says (each channel writes it in the member's language). */
export type StaffAlert =
  | {
      kind: 'order.new';
      subjectId: string;
      number: number;
      /** Minor units of `currency`. */
      total: number;
      currency: string;
      tableLabel: string | null;
      location: string;
      link: string;
    }
  | {
      kind: 'waiter-call.new';
      subjectId: string;
      callKind: 'waiter' | 'bill';
      tableLabel: string;
      location: string;
    }
  | {
      kind: 'rating.bad' | 'rating.new';
      subjectId: string;
      score: number;
      max: number;
      metric: string;
      tableLabel: string | null;
      comment: string | null;
      location: string;
      link: string;
    }
  | {
      kind: 'booking.new';
      subjectId: string;
      date: string;
      time: string;
      partySize: number;
      name: string;
      location: string;
      link: string;
    };

/**
 * What the notifications module tells. Declared where the map is defined (see answers.events.ts):
 * this file is read through an import before the events module is.
 */
declare module '../events/domain-events' {
  interface DomainEventMap {
    /**
     * Members were told of something (a new order or waiter call at their places, a rating or a
     * booking as each one chose), after the bell rows and mails were committed: outside channels
     * (e.g. a member's Telegram) pass it on. Once per thing told of and kind.
     */
    'staff.notified': {
      structureId: string;
      alert: StaffAlert;
      recipients: { userId: string; language: TLanguage }[];
    };
  }
}
