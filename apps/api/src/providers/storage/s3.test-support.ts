import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server on 127.0.0.1 for tests: path-style `/<bucket>/<key>` PUT, GET and
 * DELETE object, speaking the S3 REST wire format. Writes must carry an AWS Signature Version 4
 * `Authorization` header made with the configured key pair (checked in full, as S3 does); reads
 * are public, like a public bucket.
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  etag: string;
}

export interface FakeS3 {
  /** The endpoint, e.g. http://127.0.0.1:40123 */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeS3Object>;
  /** Every request seen: method, key, and the status answered. */
  log: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`;
}

/** Checks a Signature Version 4 request; returns the reason it fails, or null when it is good. */
export function verifySigV4(
  request: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  options: Pick<FakeS3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>,
): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'not an AWS4-HMAC-SHA256 authorization';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== options.accessKeyId) return 'unknown access key id';
  if (region !== options.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential date';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';

  const [path = '/', query = ''] = request.url.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [encode(decodeURIComponent(k)), encode(decodeURIComponent(v))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders!.split(';');
  if (!names.includes('host')) return 'host is not signed';
  const canonicalHeaders = names
    .map((name) => {
      const raw = request.headers[name];
      const value = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim().replace(/\s+/g, ' ');
      return `${name}:${value}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const log: FakeS3['log'] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    const method = req.method ?? 'GET';
    const answer = (
      status: number,
      headers: Record<string, string | number> = {},
      payload?: Buffer | string,
    ) => {
      log.push({ method, key, status });
      res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(), ...headers });
      res.end(payload);
    };
    const fail = (status: number, code: string, message: string) =>
      answer(status, { 'content-type': 'application/xml' }, xmlError(code, message));

    if (bucket !== options.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(400, 'InvalidRequest', 'Only object requests are supported');
    if (method === 'GET' || method === 'HEAD') {
      const found = objects.get(key);
      if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
      return answer(
        200,
        {
          'content-type': found.contentType ?? 'binary/octet-stream',
          'content-length': found.body.length,
          etag: found.etag,
          ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
        },
        method === 'GET' ? found.body : undefined,
      );
    }
    const problem = verifySigV4({ method, url: req.url ?? '/', headers: req.headers }, body, options);
    if (problem) return fail(403, 'SignatureDoesNotMatch', problem);
    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        etag,
      });
      return answer(200, { etag, 'content-length': 0 });
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return answer(204);
    }
    return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
