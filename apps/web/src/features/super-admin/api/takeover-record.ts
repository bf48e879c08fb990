import { ZTakeoverList } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /structure/takeovers: super administrators' visits to the caller's company (structure.manage). */
export const useCompanyTakeovers = () =>
  useQuery({
    queryKey: ['super-admin', 'takeovers'],
    queryFn: () => api.get('/structure/takeovers', { schema: ZTakeoverList }),
  });
