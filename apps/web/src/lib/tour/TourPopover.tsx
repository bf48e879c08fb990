import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { scrollToElement } from './scroll';
import type { TourOptions, TourStep } from './types';

export interface TourPopoverProps {
  step: TourStep;
  index: number;
  total: number;
  options: TourOptions;
  progressLabel: string;
  onPrevious(): void;
  onNext(): void;
  onSkip(): void;
  onFinish(): void;
}

const MARGIN = 8;

/**
 * A plain button (styles/tour.css): the tour runs on the guest menu too, whose first load
 * carries no PrimeReact.
 */
function TourButton(props: { label: string; variant?: 'text' | 'outlined'; onClick(): void }) {
  const variant = props.variant ? ` gl-tour__button--${props.variant}` : '';
  return (
    <button type="button" className={`gl-tour__button${variant}`} onClick={props.onClick}>
      {props.label}
    </button>
  );
}

function position(
  target: Element,
  popover: HTMLElement,
  step: TourStep,
  options: TourOptions,
): CSSProperties {
  const rect = target.getBoundingClientRect();
  const offset = step.offset ?? options.offset;
  const height = popover.offsetHeight;
  const width = popover.offsetWidth;
  let placement = step.placement ?? options.placement;
  if (
    placement === 'bottom' &&
    rect.bottom + offset + height > window.innerHeight &&
    rect.top - offset - height > 0
  ) {
    placement = 'top';
  } else if (placement === 'top' && rect.top - offset - height < 0) placement = 'bottom';
  const top = placement === 'bottom' ? rect.bottom + offset : rect.top - offset - height;
  const maxLeft = Math.max(MARGIN, window.innerWidth - width - MARGIN);
  const left = Math.min(maxLeft, Math.max(MARGIN, rect.left + rect.width / 2 - width / 2));
  return { top, left };
}

/** The step's bubble: a non-modal dialog next to its target, focused when the step changes. */
export function TourPopover(props: TourPopoverProps) {
  const { step, index, total, options } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' });
  const titleId = useId();
  const contentId = useId();
  const isLast = index === total - 1;

  useEffect(() => {
    const target = document.querySelector(step.target);
    if (!target) return;
    if (options.scrolling) scrollToElement(target, options.scrollDurationMs);
    if (!options.highlight) return;
    target.classList.add('gl-tour-target');
    return () => target.classList.remove('gl-tour-target');
  }, [step, options]);

  useLayoutEffect(() => {
    const update = () => {
      const target = document.querySelector(step.target);
      if (target && ref.current) setStyle(position(target, ref.current, step, options));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [step, options]);

  // Focus once the bubble is placed: a hidden element cannot take focus (the first step's was).
  const focusedStep = useRef<TourPopoverProps['step'] | null>(null);
  useEffect(() => {
    if (style.visibility === 'hidden' || focusedStep.current === step) return;
    focusedStep.current = step;
    ref.current?.focus();
  }, [step, style]);

  return (
    <div
      ref={ref}
      className="gl-tour"
      role="dialog"
      aria-labelledby={step.header ? titleId : undefined}
      aria-describedby={contentId}
      tabIndex={-1}
      style={style}
    >
      {step.header ? (
        <h2 className="gl-tour__title" id={titleId}>
          {step.header.title}
        </h2>
      ) : null}
      <p className="gl-tour__content" id={contentId}>
        {step.content}
      </p>
      <p className="gl-tour__progress">{props.progressLabel}</p>
      <div className="gl-tour__actions">
        {isLast ? null : <TourButton label={options.labels.skip} variant="text" onClick={props.onSkip} />}
        {index > 0 ? (
          <TourButton label={options.labels.previous} variant="outlined" onClick={props.onPrevious} />
        ) : null}
        {isLast ? (
          <TourButton label={options.labels.finish} onClick={props.onFinish} />
        ) : (
          <TourButton label={options.labels.next} onClick={props.onNext} />
        )}
      </div>
    </div>
  );
}
