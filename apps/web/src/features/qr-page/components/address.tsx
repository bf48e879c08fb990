import type { ReactNode } from 'react';

/** An e-mail address inside a sentence (a `<Trans>` component): bold, left to right even in Arabic. */
export function Address({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="qp-strong">
      {children}
    </bdi>
  );
}
