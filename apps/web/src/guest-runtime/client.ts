import { createRoot as createPreactRoot } from 'preact/compat/client';

/**
 * `react-dom/client` of the guest build (vite.guest.config.ts). React's root replaces what the
 * container held (a pre-rendered first screen); Preact's would take those elements over as its
 * own, and the early taps replayed on the app's buttons (app/first-screen.ts) need them new.
 */
export function createRoot(container: HTMLElement) {
  const root = createPreactRoot(container);
  let first = true;
  return {
    render(children: Parameters<typeof root.render>[0]) {
      if (first) container.replaceChildren();
      first = false;
      root.render(children);
    },
    unmount: () => root.unmount(),
  };
}
