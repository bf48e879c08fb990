import { Navigate, useParams } from 'react-router';
import { boardPath } from '../components/boards-panel';

/**
 * /user/app/orders/board/:slug: where sign-in returns to for the board (sign-in only returns to
 * console paths), sending on to the board itself.
 */
export function BoardRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={boardPath(slug)} replace />;
}
