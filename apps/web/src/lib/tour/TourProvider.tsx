import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TourController } from './controller';
import type { TourOptionsInput, TourStep } from './types';

// The tour's engine and bubble load with the first tour: a guest's page never starts one.
const TourPopover = lazy(() => import('./TourPopover').then((module) => ({ default: module.TourPopover })));

export interface TourApi {
  /** Starts a tour (stopping any running one); resolves false when it could not start. */
  start(steps: readonly TourStep[], options?: TourOptionsInput, startStep?: number): Promise<boolean>;
  previousStep(): Promise<boolean>;
  nextStep(): Promise<boolean>;
  stop(): void;
  skip(): void;
  finish(): void;
  /** -1 while no tour runs. */
  currentStep: number;
  isRunning: boolean;
}

const TourContext = createContext<TourApi | null>(null);

/** Runs one guided tour at a time over the whole app and renders its step bubble. */
export function TourProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const controller = useRef<TourController | null>(null);
  const [currentStep, setCurrentStep] = useState(-1);

  const start = useCallback<TourApi['start']>(
    async (steps, options = {}, startStep = 0) => {
      controller.current?.stop();
      const labels = {
        skip: t('tour.skip'),
        previous: t('tour.previous'),
        next: t('tour.next'),
        finish: t('tour.finish'),
        ...options.labels,
      };
      const { TourController, browserEnvironment } = await import('./controller');
      controller.current?.stop();
      const tour = new TourController(steps, { ...options, labels }, browserEnvironment(setCurrentStep));
      controller.current = tour;
      return tour.start(startStep);
    },
    [t],
  );

  useEffect(() => {
    if (currentStep < 0) return;
    const onKeyUp = (event: KeyboardEvent) => {
      if (controller.current?.handleKey(event.key)) event.preventDefault();
    };
    window.addEventListener('keyup', onKeyUp);
    return () => window.removeEventListener('keyup', onKeyUp);
  }, [currentStep]);

  useEffect(() => () => controller.current?.stop(), []);

  const api = useMemo<TourApi>(
    () => ({
      start,
      previousStep: async () => (await controller.current?.previousStep()) ?? false,
      nextStep: async () => (await controller.current?.nextStep()) ?? false,
      stop: () => controller.current?.stop(),
      skip: () => controller.current?.skip(),
      finish: () => controller.current?.finish(),
      currentStep,
      isRunning: currentStep > -1,
    }),
    [start, currentStep],
  );

  const tour = controller.current;
  const step = currentStep > -1 ? tour?.steps[currentStep] : undefined;
  return (
    <TourContext.Provider value={api}>
      {children}
      {tour && step ? (
        <Suspense fallback={null}>
          <TourPopover
            step={step}
            index={currentStep}
            total={tour.steps.length}
            options={tour.options}
            progressLabel={t('tour.progress', { current: currentStep + 1, total: tour.steps.length })}
            onPrevious={() => void api.previousStep()}
            onNext={() => void api.nextStep()}
            onSkip={api.skip}
            onFinish={api.finish}
          />
        </Suspense>
      ) : null}
    </TourContext.Provider>
  );
}

export function useTour(): TourApi {
  const tour = useContext(TourContext);
  if (!tour) throw new Error('useTour must be used inside <TourProvider>');
  return tour;
}
