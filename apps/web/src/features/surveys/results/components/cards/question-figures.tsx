import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** A question's figures beside its title ("Answered 42", "Average 4.2"), as a description list. */
export function QuestionFigures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="gl-results-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="gl-results-figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
