import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalSheetProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** Content above the title (photos), edge to edge. */
  media?: ReactNode;
}

/**
 * A modal dialog: a bottom sheet on phones, a centred card on wide screens. Focus is moved in,
 * kept in (Tab wraps), and given back on close; Escape and the backdrop close it.
 */
export function ModalSheet({ title, onClose, children, footer, media }: ModalSheetProps) {
  const { t } = useTranslation('guest-menu');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop tap is a pointer shortcut; Escape and the close button serve the keyboard
    <div
      className="gm-modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="gm-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="gm-sheet__close" aria-label={t('dialog.close')} onClick={onClose}>
          <i className="pi pi-times" aria-hidden="true" />
        </button>
        <div className="gm-sheet__scroll">
          {media}
          <div className="gm-sheet__content">
            <h2 className="gm-sheet__title" id={titleId}>
              {title}
            </h2>
            {children}
          </div>
        </div>
        {footer ? <div className="gm-sheet__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
