import { type ComponentProps, createContext, useContext } from 'react';

const HeadingLevel = createContext<1 | 2 | 3>(1);

/** The level of the screens' main headings: 1 on the survey's own page, lower inside another page. */
export const SurveyHeadingLevel = HeadingLevel.Provider;

/** A screen's main heading (welcome title, question, end message) at the level the page gives. */
export function SurveyHeading(props: ComponentProps<'h1'>) {
  const Tag = `h${useContext(HeadingLevel)}` as const;
  return <Tag {...props} />;
}
