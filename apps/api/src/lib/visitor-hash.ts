import { createHash } from 'node:crypto';

/**
 * A visitor, counted per UTC day without keeping the address: a hash of address, browser and
 * day (so the same guest tomorrow is a new visitor, and nothing names them).
 */
export function visitorHash(ip: string, userAgent: string | undefined, now = new Date()): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}\n${now.toISOString().slice(0, 10)}`)
    .digest('base64url')
    .slice(0, 22);
}
