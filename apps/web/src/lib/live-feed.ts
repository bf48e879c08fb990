import { LIVE_EVENT_KINDS, type TLiveEventKind } from '@guestloop/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
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

interface Subscriber {
  handlers: RefObject<LiveFeedHandlers>;
  setState(state: FeedState): void;
}

/**
 * One stream per page, shared by every part that listens (the console's new-order badge, the
 * orders list, a board, a waiter's home): a second EventSource would only repeat the first.
 * After a dropped connection the browser reconnects by itself and sends Last-Event-ID, so the
 * server replays what was missed; when the server answered with an error instead, a new stream
 * is opened that asks for what came `after` the last event seen.
 */
class SharedFeed {
  private readonly subscribers = new Set<Subscriber>();
  private source: EventSource | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private lastId: number | null = null;
  private state: FeedState = 'connecting';

  add(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    subscriber.setState(this.state);
    if (!this.source) this.open();
    // Joining a stream already open: this part reads its lists now, as it would on opening.
    else if (this.state === 'live') subscriber.handlers.current.onOpen();
  }

  /** Returns whether anyone still listens. */
  remove(subscriber: Subscriber): boolean {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size > 0) return true;
    clearTimeout(this.reopenTimer);
    this.source?.close();
    this.source = null;
    return false;
  }

  private setState(state: FeedState) {
    this.state = state;
    for (const subscriber of this.subscribers) subscriber.setState(state);
  }

  private open() {
    // Without EventSource (an old browser, a test page) there is no live feed: lists stay as read.
    if (typeof EventSource === 'undefined') return;
    const url = this.lastId === null ? LIVE_PATH : `${LIVE_PATH}?after=${this.lastId}`;
    const stream = new EventSource(url, { withCredentials: true });
    this.source = stream;
    stream.onopen = () => {
      this.setState('live');
      for (const subscriber of [...this.subscribers]) subscriber.handlers.current.onOpen();
    };
    stream.onerror = () => {
      this.setState('reconnecting');
      if (stream.readyState === EventSource.CLOSED) {
        stream.close();
        this.reopenTimer = setTimeout(() => this.open(), REOPEN_AFTER_MS);
      }
    };
    for (const kind of LIVE_EVENT_KINDS) {
      stream.addEventListener(kind, (message) => {
        const { data, lastEventId } = message as MessageEvent<string>;
        const id = Number(lastEventId);
        if (Number.isSafeInteger(id)) this.lastId = id;
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(data) as Record<string, unknown>;
        } catch {
          return;
        }
        for (const subscriber of [...this.subscribers])
          subscriber.handlers.current.onEvent({ id, kind, payload });
      });
    }
  }
}

let shared: SharedFeed | null = null;

/** Listens to the staff live feed (opened on the first listener, closed after the last). */
export function useLiveFeed(handlers: LiveFeedHandlers): FeedState {
  const [state, setState] = useState<FeedState>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const feed = shared ?? new SharedFeed();
    shared = feed;
    const subscriber: Subscriber = { handlers: latest, setState };
    feed.add(subscriber);
    return () => {
      if (!feed.remove(subscriber) && shared === feed) shared = null;
    };
  }, []);

  return state;
}
