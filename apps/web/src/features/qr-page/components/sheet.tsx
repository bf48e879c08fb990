import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A sheet over the page (from the bottom on a phone, centred on a wider screen), drawn inside the
 * page so it keeps the venue's colours. While open: the first field has the focus, Tab stays in
 * it, Escape or the backdrop closes it, the page behind does not scroll; closing gives the focus
 * back to what opened it. The guest page loads no dialog library.
 */
export function Sheet({ title, onClose, children }: SheetProps) {
  const { t } = useTranslation('guest-qr');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus({ preventScroll: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="qp-sheet">
      {/* The backdrop is a mouse and touch shortcut; keyboards close with Escape or the button. */}
      <div className="qp-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="qp-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="qp-sheet__head">
          <h2 id={titleId} className="qp-sheet__title" dir="auto">
            {title}
          </h2>
          <button type="button" className="qp-sheet__close" aria-label={t('form.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="qp-sheet__body">{children}</div>
      </div>
    </div>
  );
}
