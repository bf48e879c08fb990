import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@/lib/api-client';

/** A stream the server closed (or that never opened) is tried again after this long. */
const REOPEN_MS = 30_000;

/** The JSON object an event carries, or null when it carries none. */
export function eventData(event: MessageEvent): Record<string, unknown> | null {
  if (typeof event.data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(event.data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface GuestStreamHandlers {
  /** The stream (re)opened: whatever changed while it was down should be read again. */
  onOpen: () => void;
  /** Handlers by event name. */
  events: Record<string, (event: MessageEvent) => void>;
}

/**
 * Follows one of the guest pages' Server-Sent Event streams (`path` under the API) while
 * `active`. Answers whether it is open; when it is not (no EventSource, an error, a closed
 * stream) the caller polls instead. A closed stream does not reconnect by itself (e.g. a 404),
 * so it is opened again after REOPEN_MS. The handlers may change between renders.
 */
export function useGuestStream(path: string, active: boolean, handlers: GuestStreamHandlers) {
  const [streaming, setStreaming] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const eventNames = Object.keys(handlers.events).join(' ');

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      source = new EventSource(`${API_BASE}${path}`, { withCredentials: true });
      source.addEventListener('open', () => {
        setStreaming(true);
        latest.current.onOpen();
      });
      for (const name of eventNames.split(' ').filter(Boolean)) {
        source.addEventListener(name, (event) => latest.current.events[name]?.(event as MessageEvent));
      }
      source.addEventListener('error', () => {
        setStreaming(false);
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setStreaming(false);
    };
  }, [path, active, eventNames]);

  return { streaming };
}
