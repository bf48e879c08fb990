import { Toast, type ToastMessage } from 'primereact/toast';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

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

/** One toast outlet for the app; position bottom-centre suits phones and both text directions. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const value = useMemo<ToastApi>(() => {
    const notify = (severity: ToastSeverity) => (summary: string, detail?: string) =>
      ref.current?.show({ severity, summary, detail, life: severity === 'error' ? 6000 : 3500 });
    return {
      show: (message) => ref.current?.show(message),
      success: notify('success'),
      info: notify('info'),
      warn: notify('warn'),
      error: notify('error'),
      clear: () => ref.current?.clear(),
    };
  }, []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toast ref={ref} position="bottom-center" />
    </ToastContext.Provider>
  );
}

/** The toast service; outside a ToastProvider this throws (SPEC point 8). */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('No PrimeVue Toast provided!');
  return toast;
}
