import { type TUserExists, ZUserExists } from '@guestloop/contracts';
import { api } from '@/lib/api-client';

/** POST /user/exists: whether an account already uses the address (quiet: false when unknown). */
export async function userExists(email: string): Promise<boolean> {
  const answer: TUserExists | false = await api.post(
    '/user/exists',
    { email },
    { schema: ZUserExists, quiet: true },
  );
  return answer !== false && answer.exists;
}
