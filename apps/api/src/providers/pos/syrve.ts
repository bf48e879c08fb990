import {
  type PosClient,
  PosError,
  type PosOrder,
  type PosOrderResult,
  type PosProduct,
  type PosStopped,
} from './types';

/**
 * Syrve (iiko) Cloud API, version 1: every call is a POST of JSON under /api/1. An access token
 * comes from the account's `apiLogin` (POST /access_token) and is sent as a Bearer token; it lives
 * an hour, we keep it 50 minutes and take a new one when a call answers 401. Failures come as
 * HTTP 4xx/5xx with `{ errorDescription, error, correlationId }`.
 */

const TOKEN_TTL_MS = 50 * 60_000;
const TIMEOUT_MS = 15_000;

interface SyrveErrorBody {
  errorDescription?: string;
  error?: string;
  correlationId?: string;
}

interface SyrveNomenclature {
  groups?: { id: string; name: string }[];
  products?: {
    id: string;
    name: string;
    description?: string | null;
    code?: string | null;
    type?: string | null;
    groupId?: string | null;
    isDeleted?: boolean;
    sizePrices?: { sizeId: string | null; price: { currentPrice: number; isIncludedInMenu?: boolean } }[];
  }[];
  revision?: number;
}

/** What guests can order: dishes and goods (not modifiers or services), not deleted. */
const ORDERABLE = new Set(['dish', 'good']);
const toMinor = (major: number) => Math.round(major * 100);
const toMajor = (minor: number) => Math.round(minor) / 100;

function toProducts(body: SyrveNomenclature): PosProduct[] {
  const groups = new Map((body.groups ?? []).map((g) => [g.id, g.name]));
  return (body.products ?? [])
    .filter((p) => !p.isDeleted && ORDERABLE.has(String(p.type ?? 'dish').toLowerCase()))
    .map((p) => {
      const size = p.sizePrices?.find((s) => s.price?.isIncludedInMenu !== false) ?? p.sizePrices?.[0];
      return {
        id: p.id,
        name: p.name,
        description: p.description?.trim() || null,
        code: p.code?.trim() || null,
        groupName: (p.groupId && groups.get(p.groupId)) || null,
        sizeId: size?.sizeId ?? null,
        price: size ? toMinor(size.price.currentPrice ?? 0) : 0,
      };
    });
}

export function createSyrveClient(baseUrl: string): PosClient {
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/1/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new PosError('unreachable', `Syrve could not be reached (${reason})`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      let said: SyrveErrorBody = {};
      try {
        said = JSON.parse(text) as SyrveErrorBody;
      } catch {
        // Not JSON: a proxy's page; its status says enough.
      }
      const detail = (said.errorDescription || said.error || text).replace(/\s+/g, ' ').trim().slice(0, 300);
      const kind = res.status === 401 || res.status === 403 ? 'unauthorized' : 'service-error';
      throw new PosError(
        kind,
        `Syrve answered ${res.status} to /api/1/${path}${detail ? `: ${detail}` : ''}`,
        res.status,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PosError('service-error', `Syrve gave an answer to /api/1/${path} that is not JSON`);
    }
  }

  async function token(apiLogin: string, fresh = false): Promise<string> {
    const kept = tokens.get(apiLogin);
    if (!fresh && kept && kept.expiresAt > Date.now()) return kept.token;
    const answer = await post<{ token?: string }>('access_token', { apiLogin });
    if (!answer.token) throw new PosError('service-error', 'Syrve gave no access token');
    tokens.set(apiLogin, { token: answer.token, expiresAt: Date.now() + TOKEN_TTL_MS });
    return answer.token;
  }

  /** A call with the account's token; a 401 (token expired early) takes a new token once. */
  async function call<T>(apiLogin: string, path: string, body: unknown): Promise<T> {
    try {
      return await post<T>(path, body, await token(apiLogin));
    } catch (error) {
      if (!(error instanceof PosError) || error.status !== 401) throw error;
      tokens.delete(apiLogin);
      return post<T>(path, body, await token(apiLogin, true));
    }
  }

  return {
    async organizations(apiLogin) {
      const body = await call<{ organizations?: { id: string; name: string }[] }>(apiLogin, 'organizations', {
        organizationIds: null,
        returnAdditionalInfo: false,
        includeDisabled: false,
      });
      return (body.organizations ?? []).map((o) => ({ id: o.id, name: o.name }));
    },

    async terminalGroups(apiLogin, organizationId) {
      const body = await call<{
        terminalGroups?: {
          organizationId: string;
          items?: { id: string; organizationId: string; name: string }[];
        }[];
      }>(apiLogin, 'terminal_groups', { organizationIds: [organizationId] });
      return (body.terminalGroups ?? [])
        .filter((g) => g.organizationId === organizationId)
        .flatMap((g) => g.items ?? [])
        .map((i) => ({ id: i.id, organizationId: i.organizationId, name: i.name }));
    },

    async products(apiLogin, organizationId) {
      return toProducts(await call<SyrveNomenclature>(apiLogin, 'nomenclature', { organizationId }));
    },

    async stopList(apiLogin, organizationId) {
      const body = await call<{
        terminalGroupStopLists?: {
          organizationId: string;
          items?: {
            terminalGroupId: string;
            items?: { balance: number; productId: string; sizeId?: string | null }[];
          }[];
        }[];
      }>(apiLogin, 'stop_lists', { organizationIds: [organizationId] });
      const out: PosStopped[] = [];
      for (const list of body.terminalGroupStopLists ?? []) {
        if (list.organizationId !== organizationId) continue;
        for (const group of list.items ?? [])
          for (const item of group.items ?? [])
            out.push({
              terminalGroupId: group.terminalGroupId,
              productId: item.productId,
              sizeId: item.sizeId ?? null,
              balance: Number(item.balance),
            });
      }
      return out;
    },

    async createOrder(apiLogin, target, order: PosOrder): Promise<PosOrderResult> {
      const body = await call<{
        orderInfo?: {
          id: string;
          creationStatus?: string;
          errorInfo?: { code?: string; message?: string; description?: string } | null;
        };
      }>(apiLogin, 'order/create', {
        organizationId: target.organizationId,
        terminalGroupId: target.terminalGroupId,
        order: {
          id: order.id,
          externalNumber: order.externalNumber,
          ...(order.phone ? { phone: order.phone } : {}),
          ...(order.comment ? { comment: order.comment } : {}),
          items: order.items.map((line) => ({
            productId: line.productId,
            type: 'Product',
            amount: line.amount,
            price: toMajor(line.price),
            ...(line.comment ? { comment: line.comment } : {}),
          })),
        },
      });
      const info = body.orderInfo;
      if (!info?.id) throw new PosError('service-error', 'Syrve gave no order information');
      if (info.creationStatus === 'Error') {
        const why = info.errorInfo?.description || info.errorInfo?.message || info.errorInfo?.code;
        throw new PosError('service-error', `Syrve could not create the order${why ? `: ${why}` : ''}`);
      }
      return { id: info.id, creationStatus: info.creationStatus ?? 'InProgress' };
    },
  };
}
