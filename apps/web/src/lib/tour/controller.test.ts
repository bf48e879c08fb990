import { describe, expect, it, vi } from 'vitest';
import { resolveTourOptions, TourController, type TourEnvironment } from './controller';
import type { TourOptionsInput, TourStep } from './types';

const steps: TourStep[] = [
  { target: '#menu', header: { title: 'Menu' }, content: 'Your menus live here.' },
  { target: '#orders', content: 'New orders appear here.' },
  { target: '#reviews', content: 'Read what guests say.' },
];

function tour(options: TourOptionsInput = {}, present = ['#menu', '#orders', '#reviews'], list = steps) {
  const changes: number[] = [];
  const env: TourEnvironment = {
    hasTarget: (selector) => present.includes(selector),
    sleep: vi.fn(async () => {}),
    onChange: (step) => changes.push(step),
  };
  return { controller: new TourController(list, options, env), changes, env };
}

describe('tour defaults (SPEC point 9)', () => {
  it('start delay 0, keyboard on, the four labels, bottom placement with offset 8, 1000 ms scroll', () => {
    expect(resolveTourOptions()).toMatchObject({
      startDelayMs: 0,
      keyboardNavigation: true,
      enabledKeys: { arrowRight: true, arrowLeft: true, escape: true },
      labels: { skip: 'Skip tour', previous: 'Previous', next: 'Next', finish: 'Finish' },
      placement: 'bottom',
      offset: 8,
      scrollDurationMs: 1000,
      stopOnTargetNotFound: true,
    });
  });
});

describe('tour navigation', () => {
  it('is inactive at -1, then start, next, previous, finish', async () => {
    const onFinish = vi.fn();
    const onStop = vi.fn();
    const { controller, changes } = tour({ callbacks: { onFinish, onStop } });
    expect(controller.currentStep).toBe(-1);
    expect(controller.isRunning).toBe(false);

    await controller.start();
    expect(controller.currentStep).toBe(0);
    expect(controller.isFirst).toBe(true);
    await controller.previousStep();
    expect(controller.currentStep).toBe(0);

    await controller.nextStep();
    await controller.nextStep();
    expect(controller.isLast).toBe(true);
    await controller.nextStep();
    expect(controller.currentStep).toBe(2);

    await controller.previousStep();
    expect(controller.currentStep).toBe(1);
    controller.finish();
    expect(controller.currentStep).toBe(-1);
    expect(onFinish).toHaveBeenCalledOnce();
    expect(onStop).toHaveBeenCalledOnce();
    expect(changes).toEqual([0, 1, 2, 1, -1]);
  });

  it('skip and stop end the tour; the start delay is waited for', async () => {
    const onSkip = vi.fn();
    const { controller, env } = tour({ startDelayMs: 300, callbacks: { onSkip } });
    await controller.start(1);
    expect(env.sleep).toHaveBeenCalledWith(300);
    expect(controller.currentStep).toBe(1);
    controller.skip();
    expect(onSkip).toHaveBeenCalledOnce();
    expect(controller.currentStep).toBe(-1);
    await controller.start();
    controller.stop();
    expect(controller.isRunning).toBe(false);
  });

  it("runs the next step's before hook first and stays put when it rejects", async () => {
    const before = vi.fn(async () => {});
    const refuse = vi.fn(async () => Promise.reject(new Error('panel closed')));
    const list: TourStep[] = [
      { target: '#menu', content: 'a', before },
      { target: '#orders', content: 'b', before },
      { target: '#reviews', content: 'c', before: refuse },
    ];
    const { controller } = tour({}, undefined, list);
    await controller.start();
    await controller.nextStep();
    expect(before.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['start', 'next']);
    await expect(controller.nextStep()).resolves.toBe(false);
    expect(controller.currentStep).toBe(1);
    await controller.previousStep();
    expect(before).toHaveBeenLastCalledWith('previous');
  });

  it('stops when a step target is missing, unless told not to', async () => {
    const { controller } = tour({}, ['#menu', '#reviews']);
    await controller.start();
    await controller.nextStep();
    expect(controller.currentStep).toBe(-1);

    const lenient = tour({ stopOnTargetNotFound: false }, ['#menu']).controller;
    await lenient.start();
    await lenient.nextStep();
    expect(lenient.currentStep).toBe(1);
  });
});

describe('tour keyboard', () => {
  it('ArrowRight next, ArrowLeft previous, Escape stop', async () => {
    const { controller } = tour();
    expect(controller.handleKey('ArrowRight')).toBe(false); // inactive: keys do nothing
    await controller.start();
    controller.handleKey('ArrowRight');
    await vi.waitFor(() => expect(controller.currentStep).toBe(1));
    controller.handleKey('ArrowLeft');
    await vi.waitFor(() => expect(controller.currentStep).toBe(0));
    expect(controller.handleKey('Enter')).toBe(false);
    controller.handleKey('Escape');
    expect(controller.currentStep).toBe(-1);
  });

  it('each key can be disabled, or the keyboard altogether', async () => {
    const { controller } = tour({ enabledKeys: { escape: false, arrowLeft: false } });
    await controller.start(1);
    expect(controller.handleKey('Escape')).toBe(false);
    expect(controller.handleKey('ArrowLeft')).toBe(false);
    expect(controller.currentStep).toBe(1);
    expect(controller.handleKey('ArrowRight')).toBe(true);

    const off = tour({ keyboardNavigation: false }).controller;
    await off.start();
    expect(off.handleKey('ArrowRight')).toBe(false);
    expect(off.handleKey('Escape')).toBe(false);
    expect(off.currentStep).toBe(0);
  });
});
