// Who may call what: the one table (issue 23). Every request is looked up here by the access middleware
// (http/auth.ts) before any route runs, and tests/server/roles-matrix.test.ts calls every route of the app as each
// kind of caller and expects what this table says. The first rule that matches a request decides.
import type { Role } from '../../contract/enums';

/**
 * `anyone`: no token; `signed_in`: any live token, whatever its owner's role; `back_office`: staff or admin;
 * `admin`: admins only.
 */
export type Access = 'anyone' | 'signed_in' | 'back_office' | 'admin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessRule {
  methods: readonly Method[] | 'any';
  /** a path, or a path ending in `/*`: that path and every path under it */
  path: string;
  access: Access;
  /** a rule for paths no route answers (a 404 after the check): a route that only such a rule matches is unclassified */
  unlisted?: true;
}

const READS: readonly Method[] = ['GET'];

export const ACCESS_RULES: readonly AccessRule[] = [
  { methods: ['POST'], path: '/api/auth', access: 'anyone' },
  // balancers and monitors ask it without a token; it tells no secret (routes/health.ts)
  { methods: READS, path: '/api/health', access: 'anyone' },
  { methods: ['POST'], path: '/api/auth/logout', access: 'signed_in' },
  // the app asks it after a login to know whether, and as what, the account may use the back office
  { methods: READS, path: '/api/v2/services/is-admin', access: 'signed_in' },

  // users and access: the whole team sees who is who; only admins create, delete, reset passwords or change roles
  { methods: READS, path: '/api/v2/beamian-users/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/beamian-users/*', access: 'admin' },
  { methods: 'any', path: '/accounts/change-password', access: 'admin' },
  // the subscriptions export (and the call that adds one) is every subscriber's e-mail address: personal data
  { methods: 'any', path: '/api/v2/hc-subscriptions/*', access: 'admin' },

  // the back office's work, staff and admins alike: devices (bulk, import, export), models, categories, saved
  // views; events with their settings, managers, images, fields and booklets; spaces; the live change stream
  { methods: 'any', path: '/api/admin/*', access: 'back_office' },
  { methods: 'any', path: '/api/v1/services/*', access: 'back_office' },
  { methods: 'any', path: '/api/events/*', access: 'back_office' },
  { methods: 'any', path: '/api/v1/events/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/event-settings/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/event-managers/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/event-images/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/participating-fields/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/booklets/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/booklet-covers/*', access: 'back_office' },
  { methods: 'any', path: '/api/spaces/*', access: 'back_office' },
  { methods: 'any', path: '/api/v2/spaces/*', access: 'back_office' },
  { methods: READS, path: '/api/v2/changes', access: 'back_office' },
  // the activity history: who changed what (issue 23), for the whole team
  { methods: READS, path: '/api/v2/history/*', access: 'back_office' },

  // uploaded images (random names) and signed download links, which a new tab opens without a header
  { methods: READS, path: '/media/*', access: 'anyone' },
  { methods: READS, path: '/downloads/*', access: 'anyone' },

  // no route: under /api and /accounts a token is asked first, as the back office asks, then 404
  { methods: 'any', path: '/api/*', access: 'back_office', unlisted: true },
  { methods: 'any', path: '/accounts/*', access: 'back_office', unlisted: true },
  // the app's pages and files (history-mode paths answer index.html)
  { methods: READS, path: '/*', access: 'anyone' },
  { methods: 'any', path: '/*', access: 'anyone', unlisted: true },
];

const patternOf = (path: string) => {
  const prefix = path.endsWith('/*') ? path.slice(0, -2) : path;
  const escaped = prefix.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${path.endsWith('/*') ? '(?:/.*)?' : ''}$`);
};

const COMPILED = ACCESS_RULES.map((rule) => ({ rule, pattern: patternOf(rule.path) }));

/** The rule that decides a request: HEAD is a GET, a trailing slash is ignored (the apps are not strict). */
export function ruleFor(method: string, path: string): AccessRule {
  const read = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const match = COMPILED.find(({ rule, pattern }) => (rule.methods === 'any' || rule.methods.includes(read as Method)) && pattern.test(bare));
  // the last rule matches every path and method: this never happens
  if (!match) throw new Error(`No access rule for ${method} ${path}`);
  return match.rule;
}

/** Whether an account of this role (null: no access) passes a rule that needs a token. */
export function roleMayPass(access: Exclude<Access, 'anyone'>, role: Role | null): boolean {
  if (access === 'signed_in') return true;
  if (access === 'back_office') return role !== null;
  return role === 'admin';
}
