import { LANGUAGE_NAMES, SYSTEM_ROLE_SLUGS, type TUser } from '@guestloop/contracts';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { can } from '@/entities/permissions';
import { useCurrentUser } from '@/lib/session';
import { useGoLive } from '../dashboard/go-live';
import { GoLiveList } from '../dashboard/go-live-list';
import { TodayFigures } from '../dashboard/today-figures';
import { CONSOLE_PATHS } from '../paths';
import { visibleSections } from '../sections';
import { isServingStaff } from '../waiter-home/serving-staff';
import { WaiterHome } from '../waiter-home/waiter-home';
import '../dashboard/dashboard.css';

/** Someone for whom nothing is checked (the go-live list asks for nothing without a permission). */
const NOBODY = { permissions: [], isSuperAdmin: false };

type StepId = 'activated' | 'email' | 'company' | 'language' | 'photo';

/** The getting-started steps, each from something the user record actually says. */
export function gettingStarted(user: TUser): { id: StepId; done: boolean }[] {
  return [
    { id: 'activated', done: user.status === 'active' },
    { id: 'email', done: user.emailVerified },
    { id: 'company', done: user.registrationComplete && user.structure !== null },
    { id: 'language', done: Boolean(user.language) },
    { id: 'photo', done: user.imageUrl !== null },
  ];
}

export function DashboardPage() {
  const { t } = useTranslation('console');
  const { user } = useCurrentUser();
  // The greeting follows the venue's clock, not the device's.
  const dates = useConsoleDates();
  if (!user) return <PageLoader />;
  // Serving staff start from their tables' calls, not from setting up a company.
  if (isServingStaff(user)) return <WaiterHome user={user} />;

  const role = user.role
    ? (SYSTEM_ROLE_SLUGS as readonly string[]).includes(user.role.slug)
      ? t(`roles.${user.role.slug}`)
      : user.role.name
    : null;
  // Only sections that exist: a permission for something not built yet is no access to speak of.
  const areas = visibleSections(user).filter((section) => section.permissions?.length);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <>
      <header className="gl-page-header">
        <h1>{t(`dashboard.greeting.${dates.partOfDay()}`, { name: firstName })}</h1>
        <p>{[user.structure?.name, role].filter(Boolean).join(' · ') || t('dashboard.noCompany')}</p>
      </header>

      {user.structure && can(user, 'statistics.view') ? <TodayFigures companyId={user.structure.id} /> : null}

      <div className="gl-dashboard">
        <SetupPanel user={user} />

        <div className="gl-dashboard__side">
          <section className="gl-panel" aria-labelledby="dashboard-account">
            <h2 id="dashboard-account">{t('dashboard.account.title')}</h2>
            <dl className="gl-facts">
              <div>
                <dt>{t('dashboard.account.email')}</dt>
                <dd>{user.email}</dd>
              </div>
              {user.structure ? (
                <div>
                  <dt>{t('dashboard.account.company')}</dt>
                  <dd>{user.structure.name}</dd>
                </div>
              ) : null}
              {role ? (
                <div>
                  <dt>{t('dashboard.account.role')}</dt>
                  <dd>{role}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('dashboard.account.signIn')}</dt>
                <dd>
                  {[
                    user.hasPassword ? t('dashboard.account.password') : null,
                    user.hasGoogle ? 'Google' : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
              </div>
            </dl>
          </section>

          <section className="gl-panel" aria-labelledby="dashboard-access">
            <h2 id="dashboard-access">{t('dashboard.access.title')}</h2>
            {areas.length ? (
              <>
                <p className="gl-panel__lead">{t('dashboard.access.lead')}</p>
                <ul className="gl-access">
                  {areas.map((section) => (
                    <li key={section.id}>
                      <span className={section.icon} aria-hidden="true" />
                      {t(section.labelKey)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="gl-panel__lead">{t('dashboard.access.none')}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * What to do next: for whoever runs the company once it exists, the go-live steps they may do
 * (ticked from the company's data); before that, and for the rest of the team, getting their
 * account started.
 */
function SetupPanel({ user }: { user: TUser }) {
  const { t } = useTranslation('console');
  const runsCompany = Boolean(user.structure) && can(user, 'structure.manage');
  const goLive = useGoLive(runsCompany ? user : NOBODY);
  if (runsCompany && goLive.length > 0) return <GoLiveList steps={goLive} />;
  const steps = gettingStarted(user);
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="gl-panel" aria-labelledby="dashboard-start">
      <h2 id="dashboard-start">{t('dashboard.start.title')}</h2>
      <p className="gl-panel__lead">{t('dashboard.start.progress', { done, total: steps.length })}</p>
      <ProgressBar
        value={Math.round((done / steps.length) * 100)}
        showValue={false}
        style={{ height: '0.5rem' }}
        aria-label={t('dashboard.start.title')}
      />
      <ul className="gl-checklist">
        {steps.map((step) => (
          <li key={step.id} className={`gl-checklist__item${step.done ? ' gl-checklist__item--done' : ''}`}>
            <span className="gl-checklist__mark pi pi-check" aria-hidden="true" />
            <span className="gl-checklist__text">
              <span className="gl-checklist__title">
                {t(`dashboard.steps.${step.id}.title`)}
                <span className="gl-visually-hidden">
                  {' — '}
                  {step.done ? t('dashboard.start.done') : t('dashboard.start.todo')}
                </span>
              </span>
              <span className="gl-checklist__detail">
                {t(`dashboard.steps.${step.id}.${step.done ? 'done' : 'todo'}`, {
                  company: user.structure?.name ?? '',
                  language: LANGUAGE_NAMES[user.language],
                  email: user.email,
                })}
              </span>
            </span>
            {(step.id === 'photo' && !step.done) || step.id === 'language' ? (
              <Link className="gl-checklist__action" to={CONSOLE_PATHS.profile}>
                {step.done ? t('dashboard.start.change') : t('dashboard.start.doIt')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
