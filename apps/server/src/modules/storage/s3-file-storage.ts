import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, contentTypeOfKey, type FileStorage } from './file-storage';

export type S3Options = {
  /** Path-style base address (`http://minio:9000`); without it, AWS virtual-hosted style. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per-request limit until the answer's headers arrive. */
  timeoutMs?: number;
  /** For tests: the signing time. */
  now?: () => Date;
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as AWS wants it (also `!'()*`). */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  now: Date;
};

/**
 * AWS Signature Version 4 for one request (header form): returns the headers to send, with
 * `authorization`. The URL's path must already be encoded (each segment once, as S3 expects).
 */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname || '/',
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
    key: string,
  ) {
    super(`S3 ${operation} ${key}: ${status} ${code}`);
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, …): one object per key,
 * plain HTTPS requests signed with Signature V4 — no SDK. Objects are private; the server streams
 * them (public uploads at /files/uploads, CVs through their authorised endpoint), so the bucket
 * needs no public access and every process sees the same files.
 */
export function createS3FileStorage(options: S3Options): FileStorage {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${base}/${key.split('/').map(uriEncode).join('/')}`);
  };

  async function send(
    operation: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { data: Buffer; contentType: string },
  ): Promise<Response> {
    const url = urlOf(key);
    for (let attempt = 0; ; attempt++) {
      const headers = signV4({
        method: operation,
        url,
        headers: body ? { 'content-type': body.contentType } : {},
        payloadHash: sha256Hex(body?.data ?? ''),
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        region: options.region,
        now: now(),
      });
      delete headers.host;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetch(url, {
          method: operation,
          headers,
          body: body ? new Uint8Array(body.data) : undefined,
          signal: controller.signal,
        });
        // A passing server error: one more try (every operation here is idempotent).
        if (response.status >= 500 && attempt === 0) {
          await response.body?.cancel();
          continue;
        }
        return response;
      } catch (error) {
        if (attempt === 0) continue;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async function fail(response: Response, operation: string, key: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText;
    throw new S3Error(response.status, code, operation, key);
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, { data, contentType });
      if (!response.ok) await fail(response, 'PUT', key);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, 'GET', key);
      return Buffer.from(await response.arrayBuffer());
    },

    async stream(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) await fail(response, 'GET', key);
      const contentType = response.headers.get('content-type') ?? contentTypeOfKey(key);
      const length = response.headers.get('content-length');
      if (length === null) {
        const data = Buffer.from(await response.arrayBuffer());
        return { stream: Readable.from([data]), size: data.length, contentType };
      }
      return {
        stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        size: Number(length),
        contentType,
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE', key);
      await response.body?.cancel();
    },
  };
}
