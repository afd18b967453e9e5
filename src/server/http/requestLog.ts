import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Logger } from './env';

/**
 * One structured line per request. Only the path is logged: queries may hold signed links or search text. A health
 * check answered 200 is not logged: balancers ask every second or two, and its failures are what an operator reads.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const started = performance.now();
    await next();
    if (context.res.status === 200 && context.req.path.replace(/\/$/, '') === '/api/health') return;
    log({
      level: 'info',
      method: context.req.method,
      path: context.req.path,
      status: context.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: context.get('user')?.id ?? null,
    });
  };
}

/** Writes entries as JSON lines to stdout. */
export const jsonLogger: Logger = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

export const silentLogger: Logger = () => {};
