import { isLanguage, type TLanguage, type TPermission } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { readSession, type SessionUser } from '../modules/auth/session.service';

/**
 * Every route declares who may call it in `config.access`; a route without one fails at boot
 * (deny by default). Tenancy: `request.auth.structureId` comes from the session, never the request.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'super-admin'
  | { permission: TPermission }
  | { anyPermission: readonly TPermission[] };

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
  const auth = await request.requireAuth();
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

  app.decorateRequest('auth', null);
  app.decorateRequest('getAuth', async function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { authLoaded?: boolean };
    if (!cache.authLoaded) {
      const found = await readSession(this.server.db, this);
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
