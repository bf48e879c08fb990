import type { TRatingAlert, TUser, TWaiterCall } from '@guestloop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui';
import { can } from '@/entities/permissions';
import { useRatingAlerts } from '@/entities/rating-alerts';
import {
  useCallsLive,
  useMarkSeen,
  useSetCallStatus,
  useWaiterCalls,
  useWaiterHome,
} from '@/entities/waiter-calls';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { CallCard } from './call-card';
import { RatingAlertCard } from './rating-alert-card';
import './waiter-home.css';

/** The live board of a menu (SPEC route /:slug/admin/orders, under the app's online-menu tree). */
const boardPath = (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}/admin/orders`;

function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A waiter's console home: the calls of their tables, live, each answered with one tap ("on my
 * way", "handled"), and the menus' live boards by title. Nothing about setting up a company.
 */
export function WaiterHome({ user }: { user: TUser }) {
  const { t } = useTranslation('waiter-home');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const home = useWaiterHome();
  const calls = useWaiterCalls('mine');
  const step = useSetCallStatus();
  const now = useNow();
  useCallsLive('mine');
  useMarkSeen(calls.data?.items ?? [], true);

  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const tables = home.data?.tables ?? [];
  // As with calls: the waiter's tables, or every table while none is assigned to them.
  const served = (alert: TRatingAlert) =>
    home.data !== undefined && (tables.length === 0 || tables.some((table) => table.id === alert.tableId));
  const ratings = useRatingAlerts(served);
  const busyFor = (call: TWaiterCall) =>
    step.isPending && step.variables?.callId === call.id ? (step.variables.status ?? null) : null;

  return (
    <>
      <header className="gl-page-header">
        <h1>{t('title', { name: firstName })}</h1>
        <p>{[user.structure?.name, user.role?.name].filter(Boolean).join(' · ')}</p>
      </header>
      <div className="gl-waiter-home">
        <ul className="gl-rating-alerts" aria-label={t('ratingAlerts.region')}>
          {ratings.alerts.map((alert) => (
            <RatingAlertCard
              key={alert.id}
              alert={alert}
              now={now}
              canOpenReview={can(user, 'reviews.manage')}
              onSeen={() => ratings.dismiss(alert.id)}
            />
          ))}
        </ul>
        <section className="gl-panel" aria-labelledby="waiter-calls-title">
          <h2 id="waiter-calls-title">
            {t('calls.title')}
            {calls.data ? <span className="gl-waiter-home__count">{calls.data.items.length}</span> : null}
          </h2>
          <p className="gl-panel__lead">
            {home.data
              ? tables.length > 0
                ? t('calls.yourTables', { tables: tables.map((table) => table.label).join(', ') })
                : t('calls.noTables')
              : null}
          </p>
          <QueryState
            query={calls}
            loadingLabel={t('calls.loading')}
            errorTitle={t('calls.loadError')}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="gl-waiter-home__empty">{t('calls.empty')}</p>}
          >
            {(data) => (
              <ul className="gl-waiter-calls">
                {data.items.map((call) => (
                  <CallCard
                    key={call.id}
                    call={call}
                    now={now}
                    busy={busyFor(call)}
                    onStep={(status) =>
                      step.mutate(
                        { callId: call.id, status },
                        { onError: (error) => toast.error(errorMessage(error)) },
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section className="gl-panel" aria-labelledby="waiter-boards-title">
          <h2 id="waiter-boards-title">{t('boards.title')}</h2>
          <p className="gl-panel__lead">{t('boards.lead')}</p>
          <QueryState query={home} loadingLabel={t('boards.loading')} errorTitle={t('boards.loadError')}>
            {(data) =>
              data.boards.length === 0 ? (
                <p className="gl-waiter-home__empty">{t('boards.none')}</p>
              ) : (
                <ul className="gl-waiter-boards">
                  {data.boards.map((board) => (
                    <li key={board.slug}>
                      <Link
                        className="p-button p-button-outlined"
                        to={boardPath(board.slug)}
                        aria-label={t('boards.open', { menu: board.title })}
                      >
                        <span className="pi pi-desktop" aria-hidden="true" />
                        <span>{board.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </>
  );
}
