import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../icons';

/** A block that tells something: an icon, a heading, what it says and its actions. */
export function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="qp-card qp-info" aria-labelledby={id}>
      <span className="qp-info__icon">
        <Icon name={icon} />
      </span>
      <div className="qp-info__body">
        <h2 className="qp-info__title" id={id} dir="auto">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
