import type { InputSwitchPassThroughOptions } from 'primereact/inputswitch';

/**
 * PrimeReact draws a switch's frame as a checkbox of its own around the real control (the input,
 * a switch): a screen reader met two controls, one inside the other. The frame is only a frame.
 */
export const SWITCH_PT: InputSwitchPassThroughOptions = {
  root: { role: undefined, 'aria-checked': undefined },
};
