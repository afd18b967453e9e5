import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { jsonLogger, silentLogger } from './http/requestLog';
import { startServer } from './server';
import { stopOnSignals } from './shutdown';

// Bundled to dist/server/main.mjs; the app is built beside it in dist/app.
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');

async function main() {
  const config = readConfig();
  const server = await startServer(config, {
    appDir,
    log: config.log ? jsonLogger : silentLogger,
    announce: (line) => console.log(line),
  });
  stopOnSignals(server, {
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.shutdownTimeoutMs,
    say: (line) => console.log(line),
    exit: (code) => process.exit(code),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
