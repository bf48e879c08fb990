/** What the QR info module tells. */
declare module '../events' {
  interface DomainEventMap {
    /**
     * A guest asked for a table from a QR page's booking block. Emitted after the commit, once per
     * booking, with what staff are told of it as it was stored.
     */
    'booking.created': {
      structureId: string;
      bookingId: string;
      qrInfoId: string;
      /** The scanned table's location, else the page's. */
      locationId: string;
      locationName: string;
      tableName: string | null;
      /** `YYYY-MM-DD` and `HH:MM` on the venue's clock. */
      date: string;
      time: string;
      partySize: number;
      name: string;
      phone: string | null;
      note: string | null;
    };
    /** Staff confirmed, declined or cancelled a booking (emitted after the commit, when it changed). */
    'booking.answered': { structureId: string; bookingId: string; status: string };
  }
}

export {};
