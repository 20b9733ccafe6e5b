import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';

/** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (all three S3_BUCKET,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together). */
export const storageEnv = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 a-z 0-9 . -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-south-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});
/** Without a bucket, files go to DATA_DIR/files. */
type StorageEnv = z.infer<typeof storageEnv> & { DATA_DIR: string };

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      /** Path-style base address (MinIO, Ceph, R2, …); undefined: AWS virtual-hosted style. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export function storageConfig(env: StorageEnv): StorageConfig {
  const s3 = {
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(s3).filter(([, value]) => value === undefined);
  if (missing.length === 3 && env.S3_ENDPOINT === undefined) {
    return { kind: 'local', root: path.join(path.resolve(env.DATA_DIR), 'files') };
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration — ${missing.map(([name]) => name).join(', ')}: required for S3 storage (S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together)`,
    );
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}
