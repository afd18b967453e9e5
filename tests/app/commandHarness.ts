// The one set-up of the command tests that run against the real server: the server of the test file
// (liveServer.ts), the app's registry, and scenes (commandContext.ts: a context and the recorders of what a command
// did) whose API is a real client of that server, each scene its own so that a spy on it sees only its calls.
// In a test file, before its other imports are used:
//   vi.mock('../../src/app/services/api', () => import('./liveApi'));
//   const commands = await startCommandHarness({ route: '/devices', env: { DEMO: '1' } });
import type { Undo } from '../../commands/context';
import type { CommandSource } from '../../commands/registry';
import type { ApiFailure } from '../../src/app/api/errors';
import type { TestServer } from '../server/harness';
import { command } from './appCommand';
import { sceneOf, type ContextOptions, type Scene } from './commandContext';
import { apiFor } from './liveApi';
import { startLiveServer } from './liveServer';

export interface CommandScene extends Scene {
  /** runs the command `id` here with complete arguments, as its screen does (`source` 'route') or its palette page */
  run<Result = Undo | undefined>(id: string, args: object, source?: CommandSource): Promise<Result>;
  /** runs it likewise, and answers what it threw, or null when it went through */
  failureOf<Failure = ApiFailure>(id: string, args: object, source?: CommandSource): Promise<Failure | null>;
}

export interface CommandHarness {
  server: TestServer;
  /** a scene on `route` (default the harness's), with its selection, cursor row, language and table */
  at(options?: ContextOptions): CommandScene;
}

export interface CommandHarnessOptions {
  /** more environment for the server, e.g. `{ DEMO: '1' }` */
  env?: Record<string, string>;
  /** the route of a scene that names none */
  route?: string;
}

export async function startCommandHarness(options: CommandHarnessOptions = {}): Promise<CommandHarness> {
  const server = await startLiveServer(options.env);
  return {
    server,
    at(where = {}) {
      const scene = sceneOf({ api: apiFor(server), route: options.route, ...where });
      const run = async <Result>(id: string, args: object, source: CommandSource = 'route') => (await command(id).run(scene.context, args, source)) as Result;
      return {
        ...scene,
        run,
        failureOf: <Failure>(id: string, args: object, source?: CommandSource) => run(id, args, source).then(() => null, (error: unknown) => error as Failure),
      };
    },
  };
}
