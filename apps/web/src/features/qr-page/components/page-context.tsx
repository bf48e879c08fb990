import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { reportBlockUse } from '../api/counters';

export interface QrPageContextValue {
  slug: string;
  /** The table whose QR code was scanned, as the page's answer confirmed it. */
  tableId: string | undefined;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** The page's clock, renewed every minute. */
  now: Date;
  /** Counts a use of the block; quiet, and never holds the guest up. */
  used: (blockId: string) => void;
}

const QrPageContext = createContext<QrPageContextValue | null>(null);

export function QrPageProvider({
  slug,
  tableId,
  timeZone,
  now,
  children,
}: Omit<QrPageContextValue, 'used'> & { children: ReactNode }) {
  const value = useMemo(
    () => ({
      slug,
      tableId,
      timeZone,
      now,
      used: (blockId: string) => reportBlockUse(slug, blockId, tableId),
    }),
    [slug, tableId, timeZone, now],
  );
  return <QrPageContext.Provider value={value}>{children}</QrPageContext.Provider>;
}

export function useQrPage(): QrPageContextValue {
  const value = useContext(QrPageContext);
  if (!value) throw new Error('useQrPage is used outside QrPageProvider');
  return value;
}
