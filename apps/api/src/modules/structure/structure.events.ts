/** What the structure module tells: the company's seating or its clock changed. */
declare module '../events' {
  interface DomainEventMap {
    /** Locations or tables were renamed, moved or deleted: table addresses and lookups changed. */
    'seating.changed': { structureId: string };
    /** The company's time zone changed: serving hours are judged on another clock. */
    'company.time-zone.changed': { structureId: string };
  }
}

export {};
