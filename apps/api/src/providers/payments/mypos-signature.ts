import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * myPOS Checkout API (IPC) signatures: every value of a message but the Signature, in the order
 * sent, joined with "-", Base64-encoded, then signed with RSA and SHA-256; the signature travels
 * Base64-encoded as the last field. The shop signs with its private key; myPOS signs its answers
 * and notices with the key of the store's public certificate.
 */

/** The text a signature covers: nested values (a JSON answer) flattened in order. */
export function signedText(values: readonly unknown[]): string {
  const flat: string[] = [];
  const walk = (value: unknown) => {
    if (value !== null && typeof value === 'object') {
      for (const inner of Object.values(value as Record<string, unknown>)) walk(inner);
    } else {
      flat.push(value === null || value === undefined ? '' : String(value));
    }
  };
  for (const value of values) walk(value);
  return Buffer.from(flat.join('-')).toString('base64');
}

export function signFields(fields: Record<string, string>, privateKeyPem: string): string {
  const signer = createSign('SHA256');
  signer.update(signedText(Object.values(fields)));
  return signer.sign(createPrivateKey(privateKeyPem), 'base64');
}

/** myPOS' key from the store's public certificate (a bare public key PEM is taken too). */
export function publicKeyOf(certificatePem: string): KeyObject {
  return createPublicKey(certificatePem.trim());
}

/** Whether `signature` covers `entries` (in order, Signature left out) under myPOS' key. */
export function verifyEntries(entries: [string, unknown][], signature: string, key: KeyObject): boolean {
  const values = entries.filter(([name]) => name !== 'Signature').map(([, value]) => value);
  const verifier = createVerify('SHA256');
  verifier.update(signedText(values));
  try {
    return verifier.verify(key, signature, 'base64');
  } catch {
    return false;
  }
}
