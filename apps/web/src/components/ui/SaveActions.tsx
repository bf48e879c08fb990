import { Button } from 'primereact/button';

export interface SaveActionsProps {
  /** The form differs from what is saved. */
  dirty: boolean;
  saving: boolean;
  /** Puts the form back as saved. */
  onDiscard: () => void;
  /** The words of the editor: the unsaved-changes note and the two buttons. */
  texts: { unsaved: string; discard: string; save: string };
  /** Names the save button for screen readers when a page has several (“Save Stripe”). */
  saveLabel?: string;
  /** Save only once something changed (by default it may be pressed to check the form). */
  onlyWhenDirty?: boolean;
}

/**
 * The end of an editor form: "Unsaved changes" while the form differs from what is saved,
 * Discard, and Save (the form's submit). The container (a sticky bar, a card's foot) is the editor's.
 */
export function SaveActions({ dirty, saving, onDiscard, texts, saveLabel, onlyWhenDirty }: SaveActionsProps) {
  return (
    <>
      <span className="gl-save-note" aria-live="polite">
        {dirty ? texts.unsaved : ''}
      </span>
      <Button type="button" label={texts.discard} text disabled={!dirty || saving} onClick={onDiscard} />
      <Button
        type="submit"
        icon="pi pi-check"
        label={texts.save}
        aria-label={saveLabel}
        disabled={onlyWhenDirty ? !dirty : undefined}
        loading={saving}
      />
    </>
  );
}
