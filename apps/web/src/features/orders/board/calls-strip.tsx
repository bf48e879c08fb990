import type { TWaiterCall } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { formatAge, isLate } from './board-model';

export interface CallsStripProps {
  calls: readonly TWaiterCall[];
  now: number;
  fresh: ReadonlySet<string>;
  canHandle: boolean;
  busyId: string | null;
  onOnMyWay(call: TWaiterCall): void;
  onHandled(call: TWaiterCall): void;
}

/** The board is not translated (SPEC point 2): its words are English. */
export function callWhat(call: TWaiterCall): string {
  if (call.kind === 'waiter') return 'Waiter';
  if (call.payWith === 'card') return 'Bill, by card';
  if (call.payWith === 'cash') return 'Bill, in cash';
  return 'Bill';
}

const STEP_WORDS: Partial<Record<TWaiterCall['status'], string>> = {
  seen: 'seen',
  'on-the-way': 'on the way',
};

/** The calls waiting for an answer, longest waiting first, above the orders. */
export function CallsStrip({ calls, now, fresh, canHandle, busyId, onOnMyWay, onHandled }: CallsStripProps) {
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
            const going = call.status === 'on-the-way';
            const step = STEP_WORDS[call.status];
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
              <li key={call.id} className={classes} aria-label={`${call.tableLabel}: ${callWhat(call)}`}>
                <span
                  className={`gl-board-call__icon pi ${call.kind === 'bill' ? 'pi-receipt' : 'pi-user'}`}
                  aria-hidden="true"
                />
                <span className="gl-board-call__text">
                  <strong>{call.tableLabel}</strong>
                  <span>
                    {callWhat(call)} · {formatAge(call.createdAt, now)}
                    {step ? ` · ${step}` : ''}
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
                        loading={busyId === `${call.id}:on-the-way`}
                        onClick={() => onOnMyWay(call)}
                      />
                    )}
                    <Button
                      type="button"
                      size="small"
                      icon="pi pi-check"
                      label="Handled"
                      loading={busyId === `${call.id}:handled`}
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
