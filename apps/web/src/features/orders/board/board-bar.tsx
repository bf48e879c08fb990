import { Link } from 'react-router';
import type { FeedState } from '@/lib/live-feed';
import type { BoardSound } from './sound';

const FEED_LABELS: Record<FeedState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

export interface BoardBarProps {
  menuName: string;
  newCount: number;
  feed: FeedState;
  sound: BoardSound;
}

/** The board's top bar: which menu, the connection, the sound switch and the way back. */
export function BoardBar({ menuName, newCount, feed, sound }: BoardBarProps) {
  return (
    <header className="gl-board-bar">
      <div className="gl-board-bar__title">
        <h1>Orders</h1>
        <span
          className="gl-board-bar__menu"
          title="Orders of this menu; waiter calls of your tables and of tables nobody serves"
        >
          {menuName}
        </span>
        {newCount > 0 ? <span className="gl-board-bar__new">{newCount} new</span> : null}
      </div>
      <div className="gl-board-bar__tools">
        <span className={`gl-board-feed gl-board-feed--${feed}`} role="status">
          <span className="gl-board-feed__dot" aria-hidden="true" />
          {FEED_LABELS[feed]}
        </span>
        <button
          type="button"
          className="gl-board-bar__button"
          aria-pressed={sound.enabled}
          onClick={sound.toggle}
          title={sound.enabled ? 'Sound on: tap to mute alerts' : 'Sound off: tap to hear alerts'}
        >
          <span className={`pi ${sound.enabled ? 'pi-volume-up' : 'pi-volume-off'}`} aria-hidden="true" />
          <span className="gl-board-bar__label">Sound</span>
        </button>
        <Link className="gl-board-bar__button" to="/user/app/orders">
          <span className="pi pi-list" aria-hidden="true" />
          <span className="gl-board-bar__label">All orders</span>
        </Link>
      </div>
    </header>
  );
}
