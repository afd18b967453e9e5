import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  adminEmail: string;
  /** undefined: make a random one and print it once */
  adminPassword: string | undefined;
  /** undefined: load demo data only into an empty database */
  demo: boolean | undefined;
  demoDevices: number;
  corsOrigins: string[];
  log: boolean;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return parsed;
}

/** Reads the environment of contract.md's start-up table, failing loudly on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = env.DEMO;
  if (demo !== undefined && demo !== '' && demo !== '0' && demo !== '1') throw new Error(`DEMO must be 0 or 1, not "${demo}".`);
  return {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', env.PORT, 8080, 0, 65535),
    dataDir: resolve(env.DATA_DIR || './data'),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: demo === '1' ? true : demo === '0' ? false : undefined,
    demoDevices: integer('DEMO_DEVICES', env.DEMO_DEVICES, 300, 0, 1_000_000),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    log: env.LOG !== '0',
  };
}
