/**
 * How the console's dialogs share the Escape key. PrimeReact closes a dialog on any Escape that
 * reaches the document, even one that only closed an open dropdown inside it (the dropdown does
 * not take part in PrimeReact's Escape order), so what was typed was lost. Dialogs here answer
 * Escape themselves: only the top dialog, and only when no overlay (dropdown, calendar, menu…)
 * was open when the key went down.
 */

/** Overlays that close on Escape themselves; while one is open, Escape is theirs. */
const OVERLAYS = [
  '.p-dropdown-panel',
  '.p-multiselect-panel',
  '.p-autocomplete-panel',
  '.p-cascadeselect-panel',
  '.p-treeselect-panel',
  '.p-colorpicker-panel',
  '.p-datepicker:not(.p-datepicker-inline)',
  '.p-overlaypanel',
  '.p-menu-overlay',
  '.p-tieredmenu-overlay',
  '.p-password-panel',
].join(',');

function overlayOpen(target: EventTarget | null): boolean {
  if (document.querySelector(OVERLAYS)) return true;
  return (
    target instanceof Element &&
    target.closest('[aria-expanded="true"][aria-haspopup], [role="combobox"][aria-expanded="true"]') !== null
  );
}

type Closer = () => void;
const openDialogs: Closer[] = [];
let overlayAtKeydown = false;

function onKeydownCapture(event: KeyboardEvent) {
  if (event.key === 'Escape') overlayAtKeydown = overlayOpen(event.target);
}

function onKeydown(event: KeyboardEvent) {
  // Not `defaultPrevented`: a closed dropdown prevents every Escape, yet the dialog should close.
  if (event.key !== 'Escape' || overlayAtKeydown) return;
  const top = openDialogs.at(-1);
  if (!top) return;
  event.preventDefault();
  top();
}

/**
 * Registers an open dialog's Escape handler (the last registered is on top); returns the
 * function that removes it.
 */
export function onDialogEscape(close: Closer): () => void {
  if (openDialogs.length === 0) {
    document.addEventListener('keydown', onKeydownCapture, true);
    document.addEventListener('keydown', onKeydown);
  }
  const entry: Closer = () => close();
  openDialogs.push(entry);
  return () => {
    const index = openDialogs.indexOf(entry);
    if (index >= 0) openDialogs.splice(index, 1);
    if (openDialogs.length === 0) {
      document.removeEventListener('keydown', onKeydownCapture, true);
      document.removeEventListener('keydown', onKeydown);
    }
  };
}

const FIELDS = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  // A dropdown's focus target is a read-only input that opens a list.
  'input[aria-haspopup]:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(',');

/**
 * On opening: what the dialog focused itself (an autoFocus) keeps the focus, else its first field,
 * else its first button; never the close button when there is something else.
 */
export function focusFirstField(root: HTMLElement | null) {
  if (!root) return;
  if (document.activeElement && root.contains(document.activeElement) && document.activeElement !== root)
    return;
  const content = root.querySelector<HTMLElement>('.p-dialog-content') ?? root;
  // Hidden stand-ins (a dropdown's native select) are out of the tab order: never the first field.
  const field = [...content.querySelectorAll<HTMLElement>(FIELDS)].find(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'),
  );
  const target =
    field ??
    root.querySelector<HTMLElement>(
      '.p-dialog-content button:not([disabled]), .p-dialog-footer button:not([disabled])',
    ) ??
    root.querySelector<HTMLElement>('.p-dialog-header-close');
  target?.focus();
}
