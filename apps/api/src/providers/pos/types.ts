/**
 * A POS (point of sale) system: its products, its stop list, and orders sent to it. One adapter
 * per real service; Syrve (iiko) Cloud API is the one built (ARCHITECTURE.md "POS").
 */

export interface PosOrganization {
  id: string;
  name: string;
}

export interface PosTerminalGroup {
  id: string;
  organizationId: string;
  name: string;
}

export interface PosProduct {
  id: string;
  name: string;
  description: string | null;
  code: string | null;
  groupName: string | null;
  sizeId: string | null;
  /** Minor units (the POS speaks in major ones). */
  price: number;
}

export interface PosStopped {
  terminalGroupId: string;
  productId: string;
  sizeId: string | null;
  balance: number;
}

export interface PosOrderLine {
  productId: string;
  amount: number;
  /** Minor units per unit. */
  price: number;
  comment?: string;
}

export interface PosOrder {
  /** Our order's id, so that a send repeated after a lost answer is the same order to the POS. */
  id: string;
  externalNumber: string;
  phone?: string;
  comment?: string;
  items: PosOrderLine[];
}

export interface PosOrderResult {
  id: string;
  creationStatus: string;
}

/** How a POS call failed: refused credentials, something unknown, unreachable, or any other refusal. */
export type PosErrorKind = 'unauthorized' | 'not-found' | 'unreachable' | 'service-error';

export class PosError extends Error {
  constructor(
    readonly kind: PosErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PosError';
  }
}

/** Calls of one account (`apiLogin`) on the POS. */
export interface PosClient {
  organizations(apiLogin: string): Promise<PosOrganization[]>;
  terminalGroups(apiLogin: string, organizationId: string): Promise<PosTerminalGroup[]>;
  products(apiLogin: string, organizationId: string): Promise<PosProduct[]>;
  stopList(apiLogin: string, organizationId: string): Promise<PosStopped[]>;
  createOrder(
    apiLogin: string,
    target: { organizationId: string; terminalGroupId: string },
    order: PosOrder,
  ): Promise<PosOrderResult>;
}
