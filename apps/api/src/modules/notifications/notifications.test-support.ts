import type { MailMessage, MailProvider } from '../../providers/mail';

/** A mail provider that keeps what it is handed (the mail jobs deliver to it). */
export function mailCatcher() {
  const sent: MailMessage[] = [];
  const provider: MailProvider = {
    kind: 'file',
    async sendMail(message) {
      sent.push(message);
    },
  };
  return {
    provider,
    sent,
    to: (address: string) => sent.filter((m) => m.to === address),
    clear: () => {
      sent.length = 0;
    },
  };
}
