import { AuthLayout } from '../components/auth-layout';
import { TokenStatus } from '../components/token-status';

/** /user/app/confirm-email?token=… — the link sent to confirm a new e-mail address. */
export function ConfirmEmailPage() {
  return (
    <AuthLayout>
      <TokenStatus mode="confirm" />
    </AuthLayout>
  );
}
