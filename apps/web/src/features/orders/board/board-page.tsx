import { Navigate, useParams } from 'react-router';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';
import { boardAccess } from './board-model';
import { OrdersBoard } from './board-screen';

/**
 * Sign-in returns only to console paths, so the board is reached again through the console's
 * redirect to it (routes.tsx, `orders/board/:slug`).
 */
export const boardReturnPath = (slug: string) => `/user/app/orders/board/${encodeURIComponent(slug)}`;

/** /user/online-menu/:slug/admin/orders: staff only; without the permission the page says so. */
export function OrdersBoardPage() {
  const { slug = '' } = useParams();
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader fullScreen />;
  if (!user)
    return <Navigate to={`/user/app/sign-in?next=${encodeURIComponent(boardReturnPath(slug))}`} replace />;
  if (!user.registrationComplete) return <Navigate to="/user/app/complete-registration" replace />;
  const access = boardAccess(user);
  if (!access.view) {
    return (
      <div className="gl-board gl-board--state">
        <EmptyState
          icon="pi pi-lock"
          level={1}
          title="No access to the orders board"
          message="Your role does not include orders or waiter calls. Ask an administrator of your company."
        />
      </div>
    );
  }
  return <OrdersBoard menuSlug={slug} access={access} />;
}
