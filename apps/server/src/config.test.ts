import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('never seeds demo data in production', () => {
    const production = { NODE_ENV: 'production', MAIL_DISABLED: 'true' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('shows an urgency number only when set, or the demo’s with the demo data', () => {
    const production = { NODE_ENV: 'production', MAIL_DISABLED: 'true' };
    expect(loadConfig(production).mail.supportUrgentPhone).toBeNull();
    expect(loadConfig({ SEED_DEMO: 'false' }).mail.supportUrgentPhone).toBeNull();
    expect(loadConfig({}).mail.supportUrgentPhone).toBe('02 0000 0000');
    expect(
      loadConfig({ ...production, SUPPORT_URGENT_PHONE: ' +39 02 1234 5678 ' }).mail
        .supportUrgentPhone,
    ).toBe('+39 02 1234 5678');
    expect(() => loadConfig({ SUPPORT_URGENT_PHONE: 'chiamaci' })).toThrow(/SUPPORT_URGENT_PHONE/);
  });

  it('hashes passwords at the production cost unless a test suite asks, never fast in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'fast' }).passwordHashCost).toBe('fast');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true', PASSWORD_HASH_COST: 'fast' }),
    ).toThrow(/PASSWORD_HASH_COST: the fast cost is for test suites, never production/);
  });

  it('refuses to start in production without a way to send emails, unless told to drop them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: required in production.*MAIL_DISABLED=true/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).mail).toMatchObject({
      delivery: 'smtp',
      smtpUrl: 'smtp://mail:25',
    });
    expect(loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).mail.delivery).toBe(
      'disabled',
    );
    // Saying both is a mistake worth stopping for: which one was meant?
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true', SMTP_URL: 'smtp://mail:25' }),
    ).toThrow(/MAIL_DISABLED/);
    // Outside production the dev mailbox keeps them.
    expect(loadConfig({}).mail.delivery).toBe('dev-mailbox');
    expect(loadConfig({ MAIL_DISABLED: 'false' }).mail.delivery).toBe('dev-mailbox');
  });

  it('keeps delivered emails 30 days by default (MAIL_RETENTION_DAYS)', () => {
    expect(loadConfig({}).mail.retentionDays).toBe(30);
    expect(loadConfig({ MAIL_RETENTION_DAYS: '7' }).mail.retentionDays).toBe(7);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
  });

  it('limits request creation and editing per hour, configurable for load tests', () => {
    expect(loadConfig({}).limits).toEqual({
      requestCreates: { perAccount: 10, perAddress: 30 },
      requestEdits: { perAccount: 60, perAddress: 180 },
      applicationsPerHour: 5,
    });
    expect(
      loadConfig({ REQUEST_CREATES_PER_HOUR: '5000', REQUEST_EDITS_PER_HOUR: '9000' }).limits,
    ).toEqual({
      requestCreates: { perAccount: 5000, perAddress: 15000 },
      requestEdits: { perAccount: 9000, perAddress: 27000 },
      applicationsPerHour: 5,
    });
    expect(() => loadConfig({ REQUEST_CREATES_PER_HOUR: '0' })).toThrow(/REQUEST_CREATES_PER_HOUR/);
  });

  it('keeps uploads in DATA_DIR/files unless an S3 bucket is configured completely', () => {
    expect(loadConfig({ DATA_DIR: '/srv/eq' }).storage).toEqual({
      kind: 'local',
      root: '/srv/eq/files',
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000/',
        S3_BUCKET: 'equilibrio-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'equilibrio-files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'equilibrio-files' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required for S3 storage/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('prefixes Redis keys and lets drills run the jobs more often', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('eq:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(loadConfig({}).jobsIntervalMs).toBeUndefined();
    expect(loadConfig({ JOBS_INTERVAL_MS: '500' }).jobsIntervalMs).toBe(500);
  });

  it('listens on 127.0.0.1 outside production and on every interface in production by default', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true', HOST: '10.0.0.7' }).host,
    ).toBe('10.0.0.7');
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).apiDocs).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true', API_DOCS: 'true' }).apiDocs,
    ).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'sì' })).toThrow(/API_DOCS/);
  });

  it('trusts the proxies named by address or CIDR, everything (true) or nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.10 ,::1,fd00::/8,uniquelocal' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'uniquelocal']);
    for (const bad of ['10.0.0.0/33', '::1/129', 'nginx', '10.0.0', '127.0.0.1,', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a hop count in TRUST_PROXY, saying to name the proxies instead', () => {
    for (const hops of ['1', '2', '0']) {
      expect(() => loadConfig({ TRUST_PROXY: hops }), hops).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: hops }), hops).toThrow(
        /TRUST_PROXY: .*hop count.*addresses/,
      );
    }
  });

  it("lets the browser load Google's Maps only when a Maps key is set", () => {
    expect(loadConfig({}).maps.googleInBrowser).toBe(false);
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: 'k' }).maps.googleInBrowser).toBe(true);
    expect(loadConfig({ VITE_GOOGLE_MAPS_API_KEY: 'k' }).maps.googleInBrowser).toBe(true);
  });
});
