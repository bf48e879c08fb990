import { AuthLayout } from '../components/auth-layout';
import { TokenStatus } from '../components/token-status';

/** /user/app/activate?token=… — the link of the activation e-mail. */
export function ActivatePage() {
  return (
    <AuthLayout>
      <TokenStatus mode="activate" />
    </AuthLayout>
  );
}
