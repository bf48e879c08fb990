import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded engine runs each statement synchronously on the main thread, and its own queue
 * hands over from one waiting statement to the next in promise callbacks — so under load a
 * whole queue of order transactions ran in one go while every other request (a guest reading a
 * cached menu included) waited for the event loop. This wrapper gives each statement or
 * transaction outside a transaction a turn of its own: one at a time, each starting after the
 * event loop has taken in whatever arrived meanwhile. Statements inside a transaction go
 * straight to it.
 */
export function takingTurns(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = tail.then(nextTurn).then(work);
    tail = turn.catch(() => {});
    return turn;
  };
  const query: PGlite['query'] = (...args) => inTurn(() => client.query(...args));
  const exec: PGlite['exec'] = (...args) => inTurn(() => client.exec(...args));
  const transaction: PGlite['transaction'] = (callback) => inTurn(() => client.transaction(callback));
  const own: Record<string | symbol, unknown> = { query, exec, transaction };
  return new Proxy(client, {
    get(target, property) {
      if (property in own) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
