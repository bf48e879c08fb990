import { useCallback, useState } from 'react';

/** Ids of things that just arrived, each kept for `ms` (their cards flash meanwhile). */
export function useFlash(ms = 8_000): [ReadonlySet<string>, (id: string) => void] {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const flash = useCallback(
    (id: string) => {
      setIds((previous) => new Set(previous).add(id));
      setTimeout(() => {
        setIds((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
      }, ms);
    },
    [ms],
  );
  return [ids, flash];
}
