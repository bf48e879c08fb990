import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface BlockImages {
  /** The address to show for an image reference: a library image's src, or the link itself. */
  srcOf: (ref: string | null | undefined) => string | null;
  /** Remembers the src of an image picked in this session (the page knows only saved ones). */
  remember: (id: string, src: string) => void;
}

const Images = createContext<BlockImages>({ srcOf: () => null, remember: () => undefined });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The images the blocks use, by id: those the page answered with and those picked since. */
export function BlockImagesProvider({
  saved,
  children,
}: {
  saved: Record<string, string>;
  children: ReactNode;
}) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  const remember = useCallback((id: string, src: string) => setPicked((all) => ({ ...all, [id]: src })), []);
  const value = useMemo<BlockImages>(
    () => ({
      srcOf: (ref) => {
        if (!ref) return null;
        if (UUID.test(ref)) return picked[ref] ?? saved[ref] ?? null;
        return /^(https?:)?\/\//i.test(ref) ? ref : null;
      },
      remember,
    }),
    [picked, saved, remember],
  );
  return <Images.Provider value={value}>{children}</Images.Provider>;
}

export const useBlockImages = () => useContext(Images);
