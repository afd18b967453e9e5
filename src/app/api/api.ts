import { authCalls } from './authCalls';
import { changeCalls } from './changeCalls';
import { namedAs, type Client } from './client';
import type { ClientOperation } from '../../contract/history';
import { catalogueCalls, deviceCalls } from './deviceCalls';
import { eventCalls } from './eventCalls';
import { historyCalls } from './historyCalls';
import { spaceCalls } from './spaceCalls';
import { userCalls } from './userCalls';
import { wholeListCalls, type WholeListOptions } from './wholeListCalls';

/** One function per call of contract.md, grouped by resource. */
export function createApi(client: Client): Api {
  return { ...callsOf(client), namedAs: (operation) => createApi(namedAs(client, operation)) };
}

function callsOf(client: Client) {
  const catalogue = catalogueCalls(client);
  return {
    auth: authCalls(client),
    devices: deviceCalls(client),
    categories: catalogue.categories,
    models: catalogue.models,
    events: eventCalls(client),
    spaces: spaceCalls(client),
    users: userCalls(client),
    changes: changeCalls(client),
    history: historyCalls(client),
    /** the calls of a resource the app holds whole, at `path` (a section's `calls`) */
    wholeList: <Row, Input>(path: string, options?: WholeListOptions) => wholeListCalls<Row, Input>(client, path, options),
    url: client.url,
  };
}

export type Api = ReturnType<typeof callsOf> & {
  /** the same calls, each write named `operation` in the activity history (X-Kitroom-Operation: undo) */
  namedAs(operation: ClientOperation): Api;
};
