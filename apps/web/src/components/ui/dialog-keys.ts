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

/** How long a first field that is still loading (disabled) is waited for. */
const READY_WAIT_MS = 10_000;

const inTabOrder = (element: HTMLElement) =>
  element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]');

/**
 * On opening: what the dialog focused itself (an autoFocus) keeps the focus, else its first field,
 * else its first button; never the close button when there is something else. A first field that
 * is still loading its choices (disabled) gets the focus once it is ready, unless the person has
 * typed, clicked or moved on meanwhile; until then the next field has it.
 */
export function focusFirstField(root: HTMLElement | null) {
  if (!root) return;
  if (document.activeElement && root.contains(document.activeElement) && document.activeElement !== root)
    return;
  const content = root.querySelector<HTMLElement>('.p-dialog-content') ?? root;
  // Hidden stand-ins (a dropdown's native select) are out of the tab order: never the first field.
  const field = [...content.querySelectorAll<HTMLElement>(FIELDS)].find(inTabOrder);
  const target =
    field ??
    root.querySelector<HTMLElement>(
      '.p-dialog-content button:not([disabled]), .p-dialog-footer button:not([disabled])',
    ) ??
    root.querySelector<HTMLElement>('.p-dialog-header-close');
  target?.focus();
  // A disabled field is out of the tab order (PrimeReact's dropdown sets tabIndex -1) until it is ready.
  const loading = [...content.querySelectorAll<HTMLElement>(LOADING_FIELDS)].find(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
  if (loading && (!field || loading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    focusWhenReady(root, content, loading);
  }
}

/** Dropdowns and inputs that are disabled while their choices or value load. */
const LOADING_FIELDS = 'input[disabled]:not([type="hidden"])';

function focusWhenReady(root: HTMLElement, content: HTMLElement, loading: HTMLElement) {
  const events = ['keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of events) root.removeEventListener(name, stop, true);
  };
  const observer = new MutationObserver(() => {
    if (!loading.isConnected) return stop();
    if (loading.hasAttribute('disabled')) return;
    stop();
    const focused = document.activeElement;
    if (!focused || !root.contains(focused) || content.contains(focused)) loading.focus();
  });
  const timer = setTimeout(stop, READY_WAIT_MS);
  for (const name of events) root.addEventListener(name, stop, true);
  observer.observe(content, { attributes: true, attributeFilter: ['disabled'], subtree: true });
}
