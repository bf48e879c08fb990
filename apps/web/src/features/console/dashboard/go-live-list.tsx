import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoLiveStep } from './go-live';

/** The go-live list: each step ticked from the company's data, with a link to where it is done. */
export function GoLiveList({ steps }: { steps: GoLiveStep[] }) {
  const { t } = useTranslation('console');
  const done = steps.filter((step) => step.state === 'done').length;
  const live = done === steps.length;
  return (
    <section className="gl-panel" aria-labelledby="dashboard-go-live">
      <h2 id="dashboard-go-live">{t('dashboard.goLive.title')}</h2>
      <p className="gl-panel__lead">
        {live ? t('dashboard.goLive.live') : t('dashboard.goLive.progress', { done, total: steps.length })}
      </p>
      <ProgressBar
        value={Math.round((done / steps.length) * 100)}
        showValue={false}
        style={{ height: '0.5rem' }}
        aria-label={t('dashboard.goLive.title')}
      />
      <ul className="gl-checklist">
        {steps.map((step) => {
          const ticked = step.state === 'done';
          return (
            <li key={step.id} className={`gl-checklist__item${ticked ? ' gl-checklist__item--done' : ''}`}>
              <span className="gl-checklist__mark pi pi-check" aria-hidden="true" />
              <span className="gl-checklist__text">
                <span className="gl-checklist__title">
                  {t(`dashboard.goLive.steps.${step.id}.title`)}
                  <span className="gl-visually-hidden">
                    {' — '}
                    {ticked ? t('dashboard.start.done') : t('dashboard.start.todo')}
                  </span>
                </span>
                <span className="gl-checklist__detail">
                  {step.state === 'checking'
                    ? t('dashboard.goLive.checking')
                    : t(`dashboard.goLive.steps.${step.id}.${step.state}`)}
                </span>
              </span>
              <Link className="gl-checklist__action" to={step.path}>
                {ticked ? t('dashboard.goLive.open') : t('dashboard.start.doIt')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
