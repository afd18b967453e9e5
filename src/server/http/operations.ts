// Which operation each write route is, for the activity history (issue 23): the one table, read by one middleware
// mounted after the access check (app.ts), which runs the request as that operation of the person the token names
// (db/history.ts). Every write transaction the route opens then records itself. tests/server/history-routes.test.ts
// names a write route this table does not, so a new route cannot be forgotten. `null`: a route whose writes are not
// recorded (a login, a logout: tokens; saved views: each person's own; an export sent by POST, which only reads).
import type { MiddlewareHandler } from 'hono';
import { CLIENT_OPERATIONS, OPERATION_HEADER, type ClientOperation } from '../../contract/history';
import { coded } from '../../contract/errorCodes';
import { recordedAs } from '../db/history';
import type { AppEnv } from './env';
import { badRequest } from './errors';

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationRule {
  method: WriteMethod;
  /** the path; `:id` stands for a number */
  path: string;
  operation: string | null;
}

const rule = (method: WriteMethod, path: string, operation: string | null): OperationRule => ({ method, path, operation });

/** Create, update and delete of a resource at `path` and `path/:id`, named `<name>.create` and so on. */
const crud = (path: string, name: string, one = `${path}/:id`): OperationRule[] => [
  rule('POST', path, `${name}.create`), rule('PUT', one, `${name}.update`), rule('DELETE', one, `${name}.delete`),
];

export const OPERATION_RULES: readonly OperationRule[] = [
  rule('POST', '/api/auth', null),
  rule('POST', '/api/auth/logout', null),
  rule('POST', '/api/admin/saved-views', null),
  rule('PUT', '/api/admin/saved-views/:id', null),
  rule('DELETE', '/api/admin/saved-views/:id', null),
  rule('POST', '/api/admin/devices/xlsx_export', null),

  rule('PUT', '/api/admin/devices/current_event', 'devices.bulk_event'),
  rule('PATCH', '/api/v1/services/devices-bulk-update-base', 'devices.bulk_base'),
  rule('PUT', '/api/admin/devices/model_type', 'devices.bulk_model'),
  rule('PATCH', '/api/v1/services/devices-bulk-update-status', 'devices.bulk_status'),
  rule('DELETE', '/api/admin/devices/bulk_delete', 'devices.bulk_delete'),
  rule('POST', '/api/admin/devices/xlsx_import', 'devices.import'),
  ...crud('/api/admin/devices', 'devices'),
  rule('PUT', '/api/admin/device-models/category', 'models.bulk_category'),
  ...crud('/api/admin/device-models', 'models'),
  ...crud('/api/admin/device-categories', 'categories'),

  rule('POST', '/api/events', 'events.create'),
  rule('PUT', '/api/events/:id', 'events.update'),
  rule('PATCH', '/api/v2/event-settings/:id', 'event_settings.update'),
  rule('POST', '/api/v2/event-managers', 'event_managers.create'),
  rule('DELETE', '/api/v2/event-managers/:id', 'event_managers.delete'),
  rule('POST', '/api/v2/event-images', 'event_images.create'),
  rule('POST', '/api/v2/participating-fields', 'participating_fields.create'),
  rule('POST', '/api/v2/booklets', 'booklets.create'),
  rule('PUT', '/api/v2/booklets/:id', 'booklets.update'),
  rule('PUT', '/api/v2/booklet-covers/:id', 'booklets.cover'),

  rule('POST', '/api/spaces', 'spaces.create'),
  rule('PUT', '/api/spaces/:id', 'spaces.update'),
  rule('DELETE', '/api/v2/spaces/:id', 'spaces.delete'),
  rule('POST', '/api/v2/hc-subscriptions', 'subscriptions.create'),

  rule('POST', '/api/v2/beamian-users', 'users.create'),
  rule('PATCH', '/api/v2/beamian-users/:id', 'users.role'),
  rule('DELETE', '/api/v2/beamian-users/:id', 'users.delete'),
  rule('POST', '/accounts/change-password', 'users.password_reset'),
];

const COMPILED = OPERATION_RULES.map((operationRule) => ({
  rule: operationRule,
  pattern: new RegExp(`^${operationRule.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[0-9]+')}/?$`),
}));

/** The rule of a write request, or undefined when the table has none (GET, HEAD, OPTIONS, or a route left out). */
export function operationRuleFor(method: string, path: string): OperationRule | undefined {
  const upper = method.toUpperCase();
  return COMPILED.find(({ rule: { method: ruleMethod }, pattern }) => ruleMethod === upper && pattern.test(path))?.rule;
}

/** `X-Kitroom-Operation: undo` (or `redo`) names the entry so; absent, the route's own name; anything else a 400. */
function clientOperation(header: string | undefined): ClientOperation | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const value = header.trim().toLowerCase();
  const known = CLIENT_OPERATIONS.find((operation) => operation === value);
  if (!known) throw badRequest({ [OPERATION_HEADER]: [coded('invalid_operation_header', { value: header.slice(0, 40) })] });
  return known;
}

/**
 * Runs each recorded write request as its operation, by the person its token names. `enabled: false` (the bench's
 * `BENCH_WITHOUT_HISTORY=1`, to measure what recording costs) records nothing.
 */
export function recordOperations(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const name = operationRuleFor(context.req.method, context.req.path)?.operation;
    const user = context.get('user') as AppEnv['Variables']['user'] | undefined;
    if (!enabled || !name || !user) return next();
    const operation = { actor: { id: user.id, name: user.name }, name: clientOperation(context.req.header(OPERATION_HEADER)) ?? name };
    return recordedAs(operation, () => next());
  };
}
