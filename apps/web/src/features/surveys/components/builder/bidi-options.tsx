import type { ReactNode } from 'react';

interface Labelled {
  label: string;
}

/**
 * Dropdown templates that keep each option's text in its own direction: question titles and
 * answer variants are in the survey's language, which may not be the console's.
 */
export const bidiOptions = {
  itemTemplate: (option: Labelled) => <bdi>{option.label}</bdi>,
  valueTemplate: (option: Labelled | null, props: { placeholder?: ReactNode }) =>
    option ? <bdi>{option.label}</bdi> : props.placeholder,
};
