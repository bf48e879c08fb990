import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../icons';

export interface InfoCardProps {
  icon: IconName;
  title: string;
  /** The content takes the card's whole width under the icon and heading (forms, the bill). */
  wide?: boolean;
  children: ReactNode;
}

/** A block that tells something: an icon, a heading, what it says and its actions. */
export function InfoCard({ icon, title, wide = false, children }: InfoCardProps) {
  const id = useId();
  const mark = (
    <span className="qp-info__icon">
      <Icon name={icon} />
    </span>
  );
  const heading = (
    <h2 className="qp-info__title" id={id} dir="auto">
      {title}
    </h2>
  );
  return wide ? (
    <section className="qp-card qp-info qp-info--wide" aria-labelledby={id}>
      <div className="qp-info__head">
        {mark}
        {heading}
      </div>
      <div className="qp-info__body">{children}</div>
    </section>
  ) : (
    <section className="qp-card qp-info" aria-labelledby={id}>
      {mark}
      <div className="qp-info__body">
        {heading}
        {children}
      </div>
    </section>
  );
}
