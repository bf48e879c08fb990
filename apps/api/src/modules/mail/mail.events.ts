/**
 * What the mail module tells about a mail sent with a `tag` (see `SendOptions`): its final
 * outcome, so the sender can follow delivery without the mail module knowing who sent it. Mail
 * without a tag tells nothing.
 */
declare module '../events' {
  interface DomainEventMap {
    /**
     * The mail provider accepted the mail. Emitted once per mail; only when a process stopped
     * right after the hand-over is the mail sent, and this told, again.
     */
    'mail.delivered': { tag: string };
    /**
     * The mail queue gave up on the mail after its last attempt: `error` is the mail server's
     * answer when it gave one (about the recipient), else that it could not be reached. Emitted
     * once per mail (again only when a process stopped before recording the failure).
     */
    'mail.failed': { tag: string; error: string };
  }
}

export {};
