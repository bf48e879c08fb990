import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Ready bytes of one answer in every encoding we send, compressed once and reused. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type Encoding = keyof EncodedBody;

/** Brotli at 9 and gzip at 9: near-best sizes at a cost paid once per cached answer. */
export function encodeBody(body: string | Buffer): EncodedBody {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The best encoding the client accepts: br, then gzip, else identity (q=0 refuses one). */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The bytes for the request's Accept-Encoding; sets Content-Encoding and Vary on the reply. */
export function pickEncoding(
  body: EncodedBody,
  acceptEncoding: string | undefined,
  reply: { header(name: string, value: string): unknown },
): Buffer {
  const encoding = negotiate(acceptEncoding);
  reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return body[encoding];
}
