import { LIVE_EVENT_KINDS, type TLiveEventKind } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@/lib/api-client';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

export interface LiveFeedEvent {
  id: number;
  kind: TLiveEventKind;
  payload: Record<string, unknown>;
}

export interface LiveFeedHandlers {
  /** The stream is (again) open: what was missed is being sent; a good moment to re-read lists. */
  onOpen(): void;
  onEvent(event: LiveFeedEvent): void;
}

export const LIVE_PATH = `${API_BASE}/online-menu/orders/live`;
/** After the server refused the stream (EventSource gives up then), try again this much later. */
const REOPEN_AFTER_MS = 5_000;

/**
 * The staff live feed's Server-Sent Events (the orders board, a waiter's home). After a dropped connection the browser reconnects by
 * itself and sends Last-Event-ID, so the server replays what was missed; when the server
 * answered with an error instead, a new stream is opened that asks for what came `after` the
 * last event seen.
 */
export function useLiveFeed(handlers: LiveFeedHandlers): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let lastId: number | null = null;

    const open = () => {
      const url = lastId === null ? LIVE_PATH : `${LIVE_PATH}?after=${lastId}`;
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        setState('live');
        latest.current.onOpen();
      };
      stream.onerror = () => {
        setState('reconnecting');
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
      for (const kind of LIVE_EVENT_KINDS) {
        stream.addEventListener(kind, (message) => {
          const { data, lastEventId } = message as MessageEvent<string>;
          const id = Number(lastEventId);
          if (Number.isSafeInteger(id)) lastId = id;
          let payload: Record<string, unknown>;
          try {
            payload = JSON.parse(data) as Record<string, unknown>;
          } catch {
            return;
          }
          latest.current.onEvent({ id, kind, payload });
        });
      }
    };

    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, []);

  return state;
}
