import type { TOrder, TOrderStatus, TWaiterCall } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { Dialog, ErrorState, PageLoader } from '@/components/ui';
import { useMenuList } from '@/entities/menus';
import { can } from '@/entities/permissions';
import { useRatingAlerts } from '@/entities/rating-alerts';
import { useMarkSeen, useSetCallStatus, useWaiterCalls, useWaiterHome } from '@/entities/waiter-calls';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/title';
import { useToast } from '@/lib/toast';
import { useBoardOrders } from '../api/board-orders';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useSetOrderPaid } from '../api/set-order-paid';
import { BoardBar } from './board-bar';
import { BOARD_COLUMNS, type BoardAccess, type BoardColumnId, ordersByColumn } from './board-model';
import { CallsStrip } from './calls-strip';
import { OrderCard } from './order-card';
import { RatingAlertsStrip } from './rating-alerts-strip';
import { useBoardSound } from './sound';
import { useBoardLive } from './use-board-live';
import { useFlash } from './use-flash';
import { useNewCalls } from './use-new-calls';
import { useNow } from './use-now';
import './board.css';

/** The board is not translated (SPEC point 2), so its messages are English too. */
function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return 'Someone changed this order first; the board shows it as it is now.';
    if (error.status === 403) return 'Your role cannot do this.';
    if (error.code === 'NETWORK') return 'No connection. Check the network and try again.';
  }
  return 'That did not work. Try again.';
}

export interface OrdersBoardProps {
  menuSlug: string;
  access: BoardAccess;
}

/** The live board of a menu's orders and the waiter calls of the member's tables. */
export function OrdersBoard({ menuSlug, access }: OrdersBoardProps) {
  const board = useBoardOrders(menuSlug);
  const calls = useWaiterCalls('mine');
  const { user } = useCurrentUser();
  // Serving staff cannot list menus: the boards they may open come with their titles instead.
  const menus = useMenuList({ enabled: can(user, 'menus.manage') });
  const boards = useWaiterHome();
  const sound = useBoardSound();
  const now = useNow();
  const toast = useToast();
  const [fresh, flash] = useFlash();
  const [shownColumn, setShownColumn] = useState<BoardColumnId>('new');
  const [cancelling, setCancelling] = useState<TOrder | null>(null);
  const changeStatus = useChangeOrderStatus();
  const setPaid = useSetOrderPaid();
  const setCallStatus = useSetCallStatus();

  const alert = ({ id }: { id: string }) => {
    flash(id);
    sound.chime();
  };
  const feed = useBoardLive(menuSlug, alert);
  useNewCalls(calls.data?.items, alert);
  // A bad rating at any table, as it is given: staff at the counter can go to that table.
  const ratings = useRatingAlerts(() => true, alert);
  useMarkSeen(calls.data?.items ?? [], access.handleCalls);

  const columns = useMemo(() => ordersByColumn(board.data ?? []), [board.data]);
  const newCount = columns.new.length;
  const menuName =
    menus.data?.items.find((menu) => menu.slug === menuSlug)?.title ??
    boards.data?.boards.find((menu) => menu.slug === menuSlug)?.title ??
    menuSlug;
  usePageTitle(newCount > 0 ? `(${newCount}) New orders · ${menuName}` : `Orders · ${menuName}`);

  const fail = (error: unknown) => toast.error(problemText(error));
  const step = (order: TOrder, status: TOrderStatus) =>
    changeStatus.mutate({ slug: order.slug, status }, { onError: fail });
  const markPaid = (order: TOrder) =>
    setPaid.mutate(
      {
        orderSlug: order.slug,
        paid: true,
        ...(order.paymentMethod === 'cash' || order.paymentMethod === 'card'
          ? { paymentMethod: order.paymentMethod }
          : {}),
      },
      { onError: fail },
    );
  const callStep = (call: TWaiterCall, status: 'on-the-way' | 'handled') =>
    setCallStatus.mutate({ callId: call.id, status }, { onError: fail });
  const busyCall = setCallStatus.isPending
    ? `${setCallStatus.variables?.callId}:${setCallStatus.variables?.status}`
    : null;
  const busySlug =
    (changeStatus.isPending && changeStatus.variables?.slug) ||
    (setPaid.isPending && setPaid.variables?.orderSlug) ||
    null;

  if (board.isLoading) return <PageLoader fullScreen label="Loading the board…" />;
  if (board.isError && !board.data) {
    const denied = board.error instanceof ApiError && board.error.status === 403;
    return (
      <div className="gl-board gl-board--state">
        <ErrorState
          title={denied ? 'No access to orders' : 'The board could not load'}
          message={denied ? 'Your role cannot see orders. Ask an administrator.' : problemText(board.error)}
          onRetry={denied ? undefined : () => void board.refetch()}
        />
      </div>
    );
  }

  return (
    <div className="gl-board" onPointerDown={sound.unlock}>
      <BoardBar menuName={menuName} newCount={newCount} feed={feed} sound={sound} />
      {sound.blocked ? (
        <button type="button" className="gl-board-unlock" onClick={sound.unlock}>
          <span className="pi pi-volume-up" aria-hidden="true" /> Tap to enable sound
        </button>
      ) : null}
      <RatingAlertsStrip
        alerts={ratings.alerts}
        now={now}
        fresh={fresh}
        canOpenReview={can(user, 'reviews.manage')}
        onSeen={(rating) => ratings.dismiss(rating.id)}
      />
      <CallsStrip
        calls={calls.data?.items ?? []}
        now={now}
        fresh={fresh}
        canHandle={access.handleCalls}
        busyId={busyCall}
        onOnMyWay={(call) => callStep(call, 'on-the-way')}
        onHandled={(call) => callStep(call, 'handled')}
      />
      <nav className="gl-board-tabs" aria-label="Columns">
        {BOARD_COLUMNS.map((column) => (
          <button
            key={column.id}
            type="button"
            aria-pressed={shownColumn === column.id}
            onClick={() => setShownColumn(column.id)}
          >
            {column.title}
            <span className="gl-board-count">{columns[column.id].length}</span>
          </button>
        ))}
      </nav>
      <div className="gl-board-columns">
        {BOARD_COLUMNS.map((column) => (
          <section
            key={column.id}
            className={`gl-board-column gl-board-column--${column.id}${shownColumn === column.id ? ' is-shown' : ''}`}
            aria-label={column.title}
          >
            <h2 className="gl-board-column__title">
              {column.title}
              <span className="gl-board-count">{columns[column.id].length}</span>
            </h2>
            <div className="gl-board-column__cards">
              {columns[column.id].length === 0 ? (
                <p className="gl-board-column__empty">Nothing here</p>
              ) : null}
              {columns[column.id].map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  access={access}
                  fresh={fresh.has(order.id)}
                  busy={busySlug === order.slug}
                  onStep={(status) => step(order, status)}
                  onCancel={() => setCancelling(order)}
                  onMarkPaid={() => markPaid(order)}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
      <Dialog
        visible={cancelling !== null}
        onHide={() => setCancelling(null)}
        header={cancelling ? `Cancel order #${cancelling.number}?` : ''}
        className="gl-board-dialog"
        breakpoints={{ '640px': '95vw' }}
        draggable={false}
        resizable={false}
      >
        <p>The guest sees the order as cancelled. This cannot be undone.</p>
        <div className="gl-board-dialog__actions">
          <Button type="button" label="Keep order" text onClick={() => setCancelling(null)} />
          <Button
            type="button"
            label="Cancel order"
            icon="pi pi-times"
            severity="danger"
            onClick={() => {
              if (cancelling) step(cancelling, 'cancelled');
              setCancelling(null);
            }}
          />
        </div>
      </Dialog>
    </div>
  );
}
