import { vi } from 'vitest';

/** A stand-in EventSource the test drives: open it, send events. `stubEventSource()` installs it. */
export class TestEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    TestEventSource.instances.push(this);
  }

  static get last(): TestEventSource {
    const last = TestEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  addEventListener(kind: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  close() {
    this.readyState = TestEventSource.CLOSED;
  }

  open() {
    this.readyState = TestEventSource.OPEN;
    this.onopen?.();
  }

  emit(kind: string, payload: unknown, id: number) {
    const event = new MessageEvent(kind, { data: JSON.stringify(payload), lastEventId: String(id) });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }
}

export function stubEventSource() {
  TestEventSource.instances = [];
  vi.stubGlobal('EventSource', TestEventSource);
}
