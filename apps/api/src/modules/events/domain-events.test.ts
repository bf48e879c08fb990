import { describe, expect, it } from 'vitest';
import { DomainEvents } from './domain-events';

declare module './domain-events' {
  interface DomainEventMap {
    'test.happened': { n: number };
  }
}

describe('domain events', () => {
  it('hands each event to every subscriber of its name and waits for them', async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events.on('test.happened', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`slow ${n}`);
    });
    events.on('test.happened', ({ n }) => {
      seen.push(`quick ${n}`);
    });
    await events.emit('test.happened', { n: 1 });
    expect(seen.sort()).toEqual(['quick 1', 'slow 1']);
  });

  it('reports a failing subscriber without stopping the others, and stops calling one removed', async () => {
    const failures: string[] = [];
    const events = new DomainEvents((error, event) => failures.push(`${event}: ${(error as Error).message}`));
    const seen: number[] = [];
    events.on('test.happened', () => {
      throw new Error('broken');
    });
    const off = events.on('test.happened', ({ n }) => {
      seen.push(n);
    });
    await events.emit('test.happened', { n: 1 });
    off();
    await events.emit('test.happened', { n: 2 });
    expect(seen).toEqual([1]);
    expect(failures).toEqual(['test.happened: broken', 'test.happened: broken']);
  });
});
