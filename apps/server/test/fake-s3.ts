import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import { listenLocally } from './local-server';

/**
 * A small S3-compatible server for tests (path-style, one bucket): PUT/GET/DELETE of objects,
 * each request's Signature V4 checked from scratch (credential scope, date skew, payload hash,
 * signature) — a wrong one is answered 403 SignatureDoesNotMatch as S3 does.
 */
export type FakeS3 = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { data: Buffer; contentType: string }>;
  /** Every request seen: method, object key, whether its signature was right. */
  requests: { method: string; key: string; signed: boolean; signedHeaders: string[] }[];
  /** Answer the next N requests 503 (S3's "Slow Down"). */
  failNext(count: number): void;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

export async function startFakeS3(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'equilibrio-test';
  const region = options.region ?? 'eu-south-1';
  const accessKeyId = options.accessKeyId ?? 'AKIDFAKES3TEST';
  const secretAccessKey = options.secretAccessKey ?? 'fake/secret+key';
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  let failures = 0;

  const xmlError = (res: http.ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };

  /** Recomputes the signature from what arrived; returns the reason when it does not match. */
  function checkSignature(req: http.IncomingMessage, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return 'malformed authorization';
    const [, keyId, day, scopeRegion, signedHeaderList, signature] = match;
    if (keyId !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return 'wrong region';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad x-amz-date';
    const at = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - at) > 15 * 60_000) return 'request time too skewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body)) return 'payload hash mismatch';
    const signed = signedHeaderList!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signed.includes(required)) return `${required} not signed`;
    }
    if (body.length > 0 && !signed.includes('content-type')) return 'content-type not signed';
    const url = new URL(req.url ?? '/', 'http://fake');
    const canonical = [
      req.method,
      url.pathname,
      [...url.searchParams]
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .sort()
        .join('&'),
      signed.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join(''),
      signed.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
    const key = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), region), 's3'),
      'aws4_request',
    );
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : 'signature does not match';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const prefix = `/${bucket}/`;
      const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : '';
      const problem = checkSignature(req, body);
      const auth = String(req.headers.authorization ?? '');
      requests.push({
        method: req.method ?? '',
        key,
        signed: problem === null,
        signedHeaders: /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [],
      });
      if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch');
      if (!key) return xmlError(res, 404, 'NoSuchBucket');
      if (failures > 0) {
        failures -= 1;
        return xmlError(res, 503, 'SlowDown');
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          data: body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.data.length,
        });
        return res.end(object.data);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  const host = await listenLocally(server);
  return {
    url: `http://${host}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
