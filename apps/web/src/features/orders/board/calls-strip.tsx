import type { TWaiterCall } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { formatAge, isLate } from './board-model';

export interface CallsStripProps {
  calls: readonly TWaiterCall[];
  now: number;
  fresh: ReadonlySet<string>;
  /** Calls someone at this board said they are going to. */
  onTheWay: ReadonlySet<string>;
  canHandle: boolean;
  busyId: string | null;
  onOnMyWay(call: TWaiterCall): void;
  onHandled(call: TWaiterCall): void;
}

const KIND_LABELS: Record<TWaiterCall['kind'], string> = { waiter: 'Waiter', bill: 'Bill' };

/** The open waiter calls, longest waiting first, above the orders. */
export function CallsStrip({
  calls,
  now,
  fresh,
  onTheWay,
  canHandle,
  busyId,
  onOnMyWay,
  onHandled,
}: CallsStripProps) {
  return (
    <section className="gl-board-calls" aria-label="Waiter calls">
      <h2 className="gl-board-calls__title">
        <span className="pi pi-bell" aria-hidden="true" /> Calls
        <span className="gl-board-count">{calls.length}</span>
      </h2>
      {calls.length === 0 ? (
        <p className="gl-board-calls__empty">No table is calling.</p>
      ) : (
        <ul className="gl-board-calls__list">
          {calls.map((call) => {
            const going = onTheWay.has(call.id);
            const classes = [
              'gl-board-call',
              `gl-board-call--${call.kind}`,
              fresh.has(call.id) ? 'is-fresh' : '',
              going ? 'is-going' : '',
              !going && isLate(call.createdAt, now) ? 'is-late' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li
                key={call.id}
                className={classes}
                aria-label={`${call.tableLabel}: ${KIND_LABELS[call.kind]}`}
              >
                <span
                  className={`gl-board-call__icon pi ${call.kind === 'bill' ? 'pi-receipt' : 'pi-user'}`}
                  aria-hidden="true"
                />
                <span className="gl-board-call__text">
                  <strong>{call.tableLabel}</strong>
                  <span>
                    {KIND_LABELS[call.kind]} · {formatAge(call.createdAt, now)}
                    {going ? ' · on the way' : ''}
                  </span>
                </span>
                {canHandle ? (
                  <span className="gl-board-call__actions">
                    {going ? null : (
                      <Button
                        type="button"
                        size="small"
                        outlined
                        label="On my way"
                        onClick={() => onOnMyWay(call)}
                      />
                    )}
                    <Button
                      type="button"
                      size="small"
                      icon="pi pi-check"
                      label="Handled"
                      loading={busyId === call.id}
                      onClick={() => onHandled(call)}
                    />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
