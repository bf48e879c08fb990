import { Navigate, useParams } from 'react-router';
import { assistantPath } from '../paths';

/** /user/app/assistant/:id: where sign-in returns to for the assistant, sending on to its page. */
export function AssistantRedirect() {
  const { id = 'all' } = useParams();
  return <Navigate to={assistantPath(id)} replace />;
}
