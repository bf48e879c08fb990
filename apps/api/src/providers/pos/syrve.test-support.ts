import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Syrve Cloud API (the documented /api/1 wire format) for the API tests and the browser
 * journeys: accounts by apiLogin, their organizations, terminal groups, nomenclature and stop
 * list, and the orders it was sent. Besides the API it answers GET /__inspect/orders and
 * /__inspect/calls, and POST /__control/stop-list {productIds, balance?} and
 * /__control/fail-orders {count}.
 */

export interface FakeSyrveProduct {
  id: string;
  name: string;
  description?: string;
  code?: string;
  groupId?: string;
  type?: string;
  /** Major units. */
  price: number;
}

export interface FakeSyrveOrder {
  organizationId: string;
  terminalGroupId: string;
  order: {
    id?: string;
    externalNumber?: string;
    phone?: string;
    comment?: string;
    items: { productId: string; type: string; amount: number; price?: number; comment?: string }[];
  };
  receivedAt: string;
}

export interface FakeSyrveState {
  apiLogins: Set<string>;
  organizations: { id: string; name: string }[];
  terminalGroups: { id: string; organizationId: string; name: string }[];
  groups: { id: string; name: string }[];
  products: FakeSyrveProduct[];
  /** Stopped products by id: their balance (0 or less: none left). */
  stopList: Map<string, number>;
  orders: FakeSyrveOrder[];
  /** The next this many order/create calls answer 500. */
  failOrders: number;
  /** Every connection is dropped unanswered (the service is unreachable). */
  down: boolean;
  /** Every API call's path, in order (e.g. "access_token", "organizations"). */
  calls: string[];
  tokens: Map<string, string>;
}

export const FAKE_ORG = { id: '7bc05553-4b68-44e8-b7bc-37be63c6d9e9', name: 'Linden Café' };
export const FAKE_TERMINAL = {
  id: 'a3b1e0f2-6c1d-4d5e-9f08-1b2c3d4e5f60',
  organizationId: FAKE_ORG.id,
  name: 'Old Town hall',
};

/** A café's nomenclature: coffee, pastries, a modifier (not orderable) and a deleted dish left out. */
export function fakeSyrveCatalogue(): Pick<FakeSyrveState, 'groups' | 'products'> {
  const groups = [
    { id: 'g-coffee', name: 'Coffee' },
    { id: 'g-bakery', name: 'Bakery' },
  ];
  const dish = (
    id: string,
    name: string,
    price: number,
    groupId: string,
    code: string,
    description?: string,
  ) => ({
    id,
    name,
    price,
    groupId,
    code,
    type: 'Dish',
    ...(description ? { description } : {}),
  });
  return {
    groups,
    products: [
      dish('0f1e2d3c-0001-4000-8000-000000000001', 'Espresso', 2.8, 'g-coffee', '101'),
      dish('0f1e2d3c-0002-4000-8000-000000000002', 'Cappuccino', 4.5, 'g-coffee', '102'),
      dish('0f1e2d3c-0003-4000-8000-000000000003', 'Flat White', 4.8, 'g-coffee', '103'),
      dish(
        '0f1e2d3c-0004-4000-8000-000000000004',
        'Matcha Latte',
        5.2,
        'g-coffee',
        '104',
        'Ceremonial matcha whisked with steamed milk',
      ),
      dish('0f1e2d3c-0005-4000-8000-000000000005', 'Butter Croissant', 3.2, 'g-bakery', '201'),
      dish('0f1e2d3c-0006-4000-8000-000000000006', 'Cinnamon Roll', 3.9, 'g-bakery', '202'),
      {
        id: '0f1e2d3c-0007-4000-8000-000000000007',
        name: 'Oat milk',
        price: 0.5,
        type: 'Modifier',
        code: '901',
      },
    ],
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const refuse = (res: http.ServerResponse, status: number, errorDescription: string, error = 'BadRequest') =>
  json(res, status, { correlationId: randomUUID(), errorDescription, error });

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(
  state: FakeSyrveState,
  path: string,
  body: Record<string, unknown>,
  res: http.ServerResponse,
) {
  const correlationId = randomUUID();
  const orgIds =
    (body.organizationIds as string[] | null | undefined) ?? state.organizations.map((o) => o.id);
  const knownOrg = (id: unknown) => state.organizations.some((o) => o.id === id);
  switch (path) {
    case 'organizations':
      return json(res, 200, {
        correlationId,
        organizations: state.organizations.filter((o) => orgIds.includes(o.id)),
      });
    case 'terminal_groups':
      return json(res, 200, {
        correlationId,
        terminalGroups: orgIds.map((organizationId) => ({
          organizationId,
          items: state.terminalGroups.filter((g) => g.organizationId === organizationId),
        })),
      });
    case 'nomenclature':
      if (!knownOrg(body.organizationId)) return refuse(res, 400, 'Organization not found');
      return json(res, 200, {
        correlationId,
        groups: state.groups.map((g) => ({ ...g, isDeleted: false })),
        productCategories: [],
        products: state.products.map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description ?? '',
          code: p.code ?? null,
          type: p.type ?? 'Dish',
          groupId: p.groupId ?? null,
          isDeleted: false,
          sizePrices: [{ sizeId: null, price: { currentPrice: p.price, isIncludedInMenu: true } }],
        })),
        sizes: [],
        revision: Date.now(),
      });
    case 'stop_lists':
      return json(res, 200, {
        correlationId,
        terminalGroupStopLists: orgIds.filter(knownOrg).map((organizationId) => ({
          organizationId,
          items: state.terminalGroups
            .filter((g) => g.organizationId === organizationId)
            .map((g) => ({
              terminalGroupId: g.id,
              items: [...state.stopList].map(([productId, balance]) => ({
                balance,
                productId,
                sizeId: null,
              })),
            })),
        })),
      });
    case 'order/create': {
      const order = body.order as FakeSyrveOrder['order'] | undefined;
      if (!knownOrg(body.organizationId)) return refuse(res, 400, 'Organization not found');
      if (!state.terminalGroups.some((g) => g.id === body.terminalGroupId))
        return refuse(res, 400, 'Terminal group not found');
      if (!order?.items?.length) return refuse(res, 400, 'Order has no items');
      const unknown = order.items.find((i) => !state.products.some((p) => p.id === i.productId));
      if (unknown) return refuse(res, 400, `Product ${unknown.productId} not found`);
      if (order.id && state.orders.some((o) => o.order.id === order.id))
        return refuse(res, 400, `Order with id ${order.id} already exists`);
      if (state.failOrders > 0) {
        state.failOrders--;
        return refuse(res, 500, 'Terminal is not available', 'InternalServerError');
      }
      state.orders.push({
        organizationId: String(body.organizationId),
        terminalGroupId: String(body.terminalGroupId),
        order,
        receivedAt: new Date().toISOString(),
      });
      return json(res, 200, {
        correlationId,
        orderInfo: {
          id: order.id ?? randomUUID(),
          posId: null,
          externalNumber: order.externalNumber ?? null,
          organizationId: body.organizationId,
          timestamp: Date.now(),
          creationStatus: 'InProgress',
          errorInfo: null,
          order: null,
        },
      });
    }
    default:
      return refuse(res, 404, `Unknown method ${path}`, 'NotFound');
  }
}

async function handle(state: FakeSyrveState, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://syrve.local');
  if (req.method === 'GET' && url.pathname === '/__inspect/orders') return json(res, 200, state.orders);
  if (req.method === 'GET' && url.pathname === '/__inspect/calls') return json(res, 200, state.calls);
  if (req.method !== 'POST') return refuse(res, 405, 'Only POST', 'MethodNotAllowed');
  const body = await readJson(req);
  if (url.pathname === '/__control/stop-list') {
    state.stopList = new Map(
      ((body.productIds as string[]) ?? []).map((id) => [id, Number(body.balance ?? 0)]),
    );
    return json(res, 200, { ok: true });
  }
  if (url.pathname === '/__control/fail-orders') {
    state.failOrders = Number(body.count ?? 1);
    return json(res, 200, { ok: true });
  }
  const path = url.pathname.replace(/^\/api\/1\//, '');
  if (path === url.pathname) return refuse(res, 404, 'Not found', 'NotFound');
  state.calls.push(path);
  if (path === 'access_token') {
    const apiLogin = String(body.apiLogin ?? '');
    if (!state.apiLogins.has(apiLogin))
      return refuse(res, 401, `Login '${apiLogin}' is not authorized`, 'Unauthorized');
    const token = randomUUID();
    state.tokens.set(token, apiLogin);
    return json(res, 200, { correlationId: randomUUID(), token });
  }
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer || !state.tokens.has(bearer))
    return refuse(res, 401, 'Token is expired or invalid', 'Unauthorized');
  return answer(state, path, body, res);
}

/** Starts the fake on a free loopback port. */
export async function startFakeSyrve(options: { apiLogins?: string[] } = {}) {
  const state: FakeSyrveState = {
    apiLogins: new Set(options.apiLogins ?? ['syrve-api-login']),
    organizations: [FAKE_ORG],
    terminalGroups: [FAKE_TERMINAL],
    ...fakeSyrveCatalogue(),
    stopList: new Map(),
    orders: [],
    failOrders: 0,
    down: false,
    calls: [],
    tokens: new Map(),
  };
  const server = http.createServer((req, res) => {
    if (state.down) return void req.socket.destroy();
    handle(state, req, res).catch((error) => refuse(res, 500, String(error), 'InternalServerError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** Every token handed out stops working (as after an hour). */
    expireTokens: () => state.tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeSyrve = Awaited<ReturnType<typeof startFakeSyrve>>;
