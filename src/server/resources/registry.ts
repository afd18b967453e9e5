// The resources of resources/all.ts as one list (in the order of their names): db/migrations/index.ts adds their
// migrations to the list, routes/admin.ts mounts their routes behind the admin token.
import * as declared from './all';
import type { ServerResource } from './resource';

export const RESOURCES: readonly ServerResource[] = Object.values(declared satisfies Record<string, ServerResource>);
