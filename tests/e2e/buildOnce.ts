// Builds the production app once before the browser tests, as `npm start` would.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function buildOnce(): void {
  execFileSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'inherit' });
}
