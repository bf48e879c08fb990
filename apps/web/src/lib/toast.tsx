import type { Toast, ToastMessage } from 'primereact/toast';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useRef, useState } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastApi {
  show(message: ToastMessage | ToastMessage[]): void;
  success(summary: string, detail?: string): void;
  info(summary: string, detail?: string): void;
  warn(summary: string, detail?: string): void;
  error(summary: string, detail?: string): void;
  clear(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

// PrimeReact's Toast is loaded with the first message: most pages (the guest menu above all)
// never show one, and their first load stays free of PrimeReact. Its styles come with the
// console styles, which a page that shows toasts has loaded.
const LazyToast = lazy(async () => ({ default: (await import('primereact/toast')).Toast }));

/** One toast outlet for the app; position bottom-centre suits phones and both text directions. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const [wanted, setWanted] = useState(false);
  /** Messages sent before the outlet was loaded and mounted. */
  const pending = useRef<ToastMessage[]>([]);

  const value = useMemo<ToastApi>(() => {
    const show = (message: ToastMessage | ToastMessage[]) => {
      if (ref.current) return ref.current.show(message);
      pending.current.push(...(Array.isArray(message) ? message : [message]));
      setWanted(true);
    };
    const notify = (severity: ToastSeverity) => (summary: string, detail?: string) =>
      show({ severity, summary, detail, life: severity === 'error' ? 6000 : 3500 });
    return {
      show,
      success: notify('success'),
      info: notify('info'),
      warn: notify('warn'),
      error: notify('error'),
      clear: () => {
        pending.current = [];
        ref.current?.clear();
      },
    };
  }, []);

  const attach = (toast: Toast | null) => {
    ref.current = toast;
    if (toast && pending.current.length > 0) {
      const messages = pending.current;
      pending.current = [];
      toast.show(messages);
    }
  };

  return (
    <ToastContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <LazyToast ref={attach} position="bottom-center" />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** The toast service; outside a ToastProvider this throws (SPEC point 8). */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('No PrimeVue Toast provided!');
  return toast;
}
