import { isLanguage, type TLanguage, type TPermission } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../lib/errors';

/**
 * Every route declares who may call it in `config.access`; a route without one fails at boot
 * (deny by default). Tenancy: `request.auth.structureId` comes from the session, never the request.
 */
export type Access =
  | 'public'
  /** A guest identity (the customer cookie, or a signed-in account's own): 401 without one. */
  | 'guest'
  /** A signed-in account's guest identity (SPEC point 2 "requires sign-in": delivery, profile). */
  | 'guest-account'
  | 'signed-in'
  | 'super-admin'
  | { permission: TPermission }
  | { anyPermission: readonly TPermission[] };

/** A session's user as the auth module reads it. */
export interface SessionUser {
  user: typeof users.$inferSelect;
  roleSlug: string | null;
  permissions: readonly string[] | null;
}

/** Reads the request's session; the auth module provides it (plugins import no module). */
export type SessionReader = (request: FastifyRequest) => Promise<SessionUser | null>;

/** The guest of a request, as the customers module resolves it. */
export interface GuestContext {
  /** The identity in use: a signed-in account's own, else the one the device's cookie proves. */
  id: string;
  /** The identity the device's cookie proves (differs from `id` when signed in), or null. */
  deviceId: string | null;
  userId: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** Resolves the request's guest; the customers module provides it (plugins import no module). */
export type GuestReader = (request: FastifyRequest) => Promise<GuestContext | null>;

export interface AuthContext {
  userId: string;
  structureId: string | null;
  roleSlug: string | null;
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
  language: TLanguage;
  user: SessionUser['user'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Called once by the auth module: how a request's session is read. */
    setSessionReader(reader: SessionReader): void;
    /** Called once by the customers module: how a request's guest identity is resolved. */
    setGuestReader(reader: GuestReader): void;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Null until loaded; `getAuth()` loads it once per request. */
    auth: AuthContext | null;
    getAuth(): Promise<AuthContext | null>;
    /** The signed-in context; throws 401 when there is none. */
    requireAuth(): Promise<AuthContext>;
    /** The caller's company; throws 403 for a signed-in user without one. */
    requireStructureId(): Promise<string>;
    /** The request's guest identity, resolved once per request; null when it has none. */
    getGuest(): Promise<GuestContext | null>;
    /** The guest identity; throws 401 when there is none (guest calls start with POST /customer/create/…). */
    requireGuest(): Promise<GuestContext>;
  }
}

function toContext(found: SessionUser): AuthContext {
  return {
    userId: found.user.id,
    structureId: found.user.structureId,
    roleSlug: found.roleSlug,
    permissions: new Set(found.permissions ?? []),
    isSuperAdmin: found.user.isSuperAdmin,
    language: isLanguage(found.user.language) ? found.user.language : 'en',
    user: found.user,
  };
}

export function hasPermission(auth: AuthContext, permission: TPermission): boolean {
  return auth.isSuperAdmin || auth.permissions.has(permission);
}

async function checkAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (!access || access === 'public') return;
  if (access === 'guest') {
    await request.requireGuest();
    return;
  }
  const auth = await request.requireAuth();
  if (access === 'guest-account') {
    await request.requireGuest();
    return;
  }
  if (access === 'signed-in') return;
  if (access === 'super-admin') {
    if (!auth.isSuperAdmin) throw forbidden();
    return;
  }
  const needed = 'permission' in access ? [access.permission] : access.anyPermission;
  if (!needed.some((p) => hasPermission(auth, p))) throw forbidden();
}

export const accessPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access (deny by default)`);
    }
  });

  let readSession: SessionReader | null = null;
  app.decorate('setSessionReader', (reader: SessionReader) => {
    readSession = reader;
  });

  let readGuest: GuestReader | null = null;
  app.decorate('setGuestReader', (reader: GuestReader) => {
    readGuest = reader;
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('getAuth', async function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { authLoaded?: boolean };
    if (!cache.authLoaded) {
      if (!readSession) throw new Error('No session reader: the auth module was not registered');
      const found = await readSession(this);
      this.auth = found && found.user.status === 'active' ? toContext(found) : null;
      cache.authLoaded = true;
    }
    return this.auth;
  });
  app.decorateRequest('requireAuth', async function (this: FastifyRequest) {
    const auth = await this.getAuth();
    if (!auth) throw unauthenticated();
    return auth;
  });
  app.decorateRequest('getGuest', function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { guest?: Promise<GuestContext | null> };
    if (!cache.guest) {
      if (!readGuest) throw new Error('No guest reader: the customers module was not registered');
      cache.guest = readGuest(this);
    }
    return cache.guest;
  });
  app.decorateRequest('requireGuest', async function (this: FastifyRequest) {
    const guest = await this.getGuest();
    if (!guest) throw new AppError(401, 'UNAUTHENTICATED', 'No guest identity: create one first');
    return guest;
  });
  app.decorateRequest('requireStructureId', async function (this: FastifyRequest) {
    const auth = await this.requireAuth();
    if (!auth.structureId)
      throw new AppError(403, 'FORBIDDEN', 'Finish registration to create your company first');
    return auth.structureId;
  });

  // Public routes carry no hook at all; the others get the check before validation.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public') return;
    const existing = route.preValidation;
    const hooks = Array.isArray(existing) ? existing : existing ? [existing] : [];
    route.preValidation = [checkAccess, ...hooks];
  });
});
