import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { jsonLogger, silentLogger } from './http/requestLog';
import { startServer } from './server';

// Bundled to dist/server/main.mjs; the app is built beside it in dist/app.
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');

async function main() {
  const config = readConfig();
  const server = await startServer(config, {
    appDir,
    log: config.log ? jsonLogger : silentLogger,
    announce: (line) => console.log(line),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
