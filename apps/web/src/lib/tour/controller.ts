import { TOUR_DEFAULTS } from '@guestloop/contracts';
import type { TourOptions, TourOptionsInput, TourStep, TourStepChange } from './types';

export function resolveTourOptions(input: TourOptionsInput = {}): TourOptions {
  return {
    startDelayMs: input.startDelayMs ?? TOUR_DEFAULTS.startDelayMs,
    keyboardNavigation: input.keyboardNavigation ?? TOUR_DEFAULTS.keyboardNavigation,
    enabledKeys: { arrowRight: true, arrowLeft: true, escape: true, ...input.enabledKeys },
    labels: { ...TOUR_DEFAULTS.buttons, ...input.labels },
    placement: input.placement ?? TOUR_DEFAULTS.placement,
    offset: input.offset ?? TOUR_DEFAULTS.offset,
    scrolling: input.scrolling ?? true,
    scrollDurationMs: input.scrollDurationMs ?? TOUR_DEFAULTS.scrollDurationMs,
    stopOnTargetNotFound: input.stopOnTargetNotFound ?? true,
    highlight: input.highlight ?? true,
    callbacks: input.callbacks ?? {},
  };
}

export interface TourEnvironment {
  hasTarget(selector: string): boolean;
  sleep(ms: number): Promise<void>;
  onChange(currentStep: number): void;
}

export const browserEnvironment = (onChange: (step: number) => void): TourEnvironment => ({
  hasTarget: (selector) => {
    try {
      return document.querySelector(selector) !== null;
    } catch {
      return false;
    }
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onChange,
});

/**
 * The tour as a state machine: `currentStep` is -1 while inactive. Moving runs the next
 * step's `before` hook first; if the step's target is missing and stopOnTargetNotFound is on,
 * the tour stops (SPEC point 8).
 */
export class TourController {
  currentStep = -1;
  private busy = false;
  readonly options: TourOptions;

  constructor(
    readonly steps: readonly TourStep[],
    options: TourOptionsInput,
    private readonly env: TourEnvironment,
  ) {
    this.options = resolveTourOptions(options);
  }

  get isRunning(): boolean {
    return this.currentStep > -1 && this.currentStep < this.steps.length;
  }
  get isFirst(): boolean {
    return this.currentStep === 0;
  }
  get isLast(): boolean {
    return this.currentStep === this.steps.length - 1;
  }
  get step(): TourStep | undefined {
    return this.steps[this.currentStep];
  }

  async start(startStep = 0): Promise<boolean> {
    if (!this.steps[startStep]) return false;
    if (this.options.startDelayMs > 0) await this.env.sleep(this.options.startDelayMs);
    return this.move(startStep, 'start', () => this.options.callbacks.onStart?.());
  }

  async previousStep(): Promise<boolean> {
    if (!this.isRunning || this.currentStep <= 0) return false;
    const from = this.currentStep;
    return this.move(from - 1, 'previous', () => this.options.callbacks.onPreviousStep?.(from));
  }

  async nextStep(): Promise<boolean> {
    if (!this.isRunning || this.isLast) return false;
    const from = this.currentStep;
    return this.move(from + 1, 'next', () => this.options.callbacks.onNextStep?.(from));
  }

  stop(): void {
    if (!this.isRunning) return;
    this.options.callbacks.onStop?.();
    this.currentStep = -1;
    this.env.onChange(-1);
  }

  skip(): void {
    if (!this.isRunning) return;
    this.options.callbacks.onSkip?.();
    this.stop();
  }

  finish(): void {
    if (!this.isRunning) return;
    this.options.callbacks.onFinish?.();
    this.stop();
  }

  /** Keyboard navigation: ArrowRight next, ArrowLeft previous, Escape stop. True when handled. */
  handleKey(key: string): boolean {
    if (!this.isRunning || !this.options.keyboardNavigation) return false;
    const keys = this.options.enabledKeys;
    if (key === 'ArrowRight' && keys.arrowRight) void this.nextStep();
    else if (key === 'ArrowLeft' && keys.arrowLeft) void this.previousStep();
    else if (key === 'Escape' && keys.escape) this.stop();
    else return false;
    return true;
  }

  private async move(index: number, type: TourStepChange, notify: () => void): Promise<boolean> {
    const step = this.steps[index];
    if (!step || this.busy) return false;
    this.busy = true;
    try {
      await step.before?.(type);
    } catch {
      return false;
    } finally {
      this.busy = false;
    }
    notify();
    this.currentStep = index;
    this.env.onChange(index);
    if (this.options.stopOnTargetNotFound && !this.env.hasTarget(step.target)) this.stop();
    return true;
  }
}
