export type TourPlacement = 'top' | 'bottom';
export type TourStepChange = 'start' | 'previous' | 'next';

export interface TourStep {
  /** CSS selector of the element the step points at. */
  target: string;
  header?: { title: string };
  content: string;
  placement?: TourPlacement;
  offset?: number;
  /** Runs before the step shows (e.g. open a panel); a rejection keeps the tour where it is. */
  before?: (type: TourStepChange) => Promise<void> | void;
}

export interface TourKeys {
  arrowRight: boolean;
  arrowLeft: boolean;
  escape: boolean;
}

export interface TourCallbacks {
  onStart?: () => void;
  onPreviousStep?: (currentStep: number) => void;
  onNextStep?: (currentStep: number) => void;
  onStop?: () => void;
  onSkip?: () => void;
  onFinish?: () => void;
}

export interface TourLabels {
  skip: string;
  previous: string;
  next: string;
  finish: string;
}

export interface TourOptions {
  startDelayMs: number;
  keyboardNavigation: boolean;
  /** Each navigation key can be switched off on its own. */
  enabledKeys: TourKeys;
  labels: TourLabels;
  placement: TourPlacement;
  offset: number;
  scrolling: boolean;
  scrollDurationMs: number;
  stopOnTargetNotFound: boolean;
  highlight: boolean;
  callbacks: TourCallbacks;
}

export type TourOptionsInput = Partial<Omit<TourOptions, 'enabledKeys' | 'labels'>> & {
  enabledKeys?: Partial<TourKeys>;
  labels?: Partial<TourLabels>;
};
