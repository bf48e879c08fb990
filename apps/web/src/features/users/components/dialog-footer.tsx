import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogFooterProps {
  /** Why the last attempt failed (announced), or null. */
  problem: string | null;
  onCancel: () => void;
  /** The primary action's button; Cancel follows it. */
  children: ReactNode;
}

/** The end of every users dialog: the problem of the last attempt, then the action and Cancel. */
export function DialogFooter({ problem, onCancel, children }: DialogFooterProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <div aria-live="polite">
        {problem ? (
          <p className="gl-users-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="gl-users-dialog-actions">
        {children}
        <Button type="button" text label={t('actions.cancel')} onClick={onCancel} />
      </div>
    </>
  );
}
