import { ConsoleLayout } from '@/features/console/routes';
import { SuperAdminStrip } from '@/features/super-admin/routes';

/** The console layout, with the super administrator's strip above it (nothing for anyone else). */
export function ConsoleFrame() {
  return (
    <>
      <SuperAdminStrip />
      <ConsoleLayout />
    </>
  );
}
