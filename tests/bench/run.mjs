// `npm run bench [server|history|availability|login|hostile|crash|app|booklet|people|network|scan|filters]`: every benchmark, printed
// as tables and written to bench/results.json.
// `npm run bench -- postgres [--quick]`: the server bench on SQLite and on PostgreSQL side by side, a change through one
// process seen by a stream client of another, two processes under a fixed request rate (postgres.mjs; a throwaway
// cluster of its own, about 10 minutes, `--quick` or BENCH_QUICK=1 about 3). Only when named: it needs PostgreSQL.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { benchApp } from './app.mjs';
import { benchAvailability, printAvailability } from './availability.mjs';
import { benchCrash } from './crash.mjs';
import { benchLoginFlood, printLoginFlood } from './loginFlood.mjs';
import { benchBooklet } from './booklet.mjs';
import { benchPeople, printPeople } from './people.mjs';
import { benchPostgres, printPostgres } from './postgres.mjs';
import { root, writeResults } from './lib.mjs';
import { benchScan } from './scan.mjs';
import { benchFilters } from './filters.mjs';
import { benchHistory, printHistory } from './history.mjs';
import { benchServer, printTable } from './server.mjs';
import { benchNetwork, printNetwork } from './network.mjs';
import { benchNestedBodies, printNestedBodies } from './nestedBodies.mjs';

mkdirSync(join(root, 'bench'), { recursive: true });
const only = process.argv[2];

if (!only || only === 'server') {
  const server = await benchServer();
  printTable('Server (medians of 5 runs; budgets for this 2-core machine)', server);
  writeResults('server', server);
}

if (only === 'postgres') {
  const postgres = await benchPostgres({ quick: process.argv.includes('--quick') || process.env.BENCH_QUICK === '1' });
  printPostgres(postgres);
  writeResults('postgres', postgres);
}

if (!only || only === 'history') {
  const history = await benchHistory();
  printHistory(history);
  writeResults('history', history);
}

if (!only || only === 'availability') {
  const availability = await benchAvailability();
  printAvailability(availability);
  writeResults('availability', availability);
}

if (!only || only === 'login') {
  const login = await benchLoginFlood();
  printLoginFlood(login);
  writeResults('login', login);
}

if (!only || only === 'hostile') {
  const hostile = await benchNestedBodies();
  printNestedBodies(hostile);
  writeResults('hostile', hostile);
}

if (!only || only === 'crash') {
  const crash = await benchCrash();
  console.log(`\nkill -9 during imports and bulk changes of ${crash.fleet} devices`);
  console.table({ [`${crash.runs} runs`]: crash });
  writeResults('crash', crash);
}

if (!only || only === 'app') {
  const app = await benchApp();
  console.log('\nApp bundle (KB gzipped)');
  console.table({ initial: { kb: app.bundle.initial_js_kb_gzip, budget: app.bundle.budget_initial_kb }, ...Object.fromEntries(Object.entries(app.bundle.lazy_chunks_kb_gzip).map(([file, kb]) => [file, { kb }])) });
  for (const [name, figures] of Object.entries(app)) {
    if (name === 'bundle') continue;
    console.log(`\n${name}`);
    console.table(Object.fromEntries(Object.entries(figures).filter(([, value]) => value && typeof value === 'object' && 'count' in value)));
    const scalars = Object.entries(figures).filter(([, value]) => typeof value !== 'object');
    if (scalars.length) console.log(Object.fromEntries(scalars));
    if (figures.budget) console.log('budget', figures.budget);
  }
  writeResults('app', app);
}
if (!only || only === 'booklet') {
  const booklet = await benchBooklet();
  console.log(`\nBooklet editor, ${booklet.cards} cards (${booklet.runs} runs)`);
  console.table(Object.fromEntries(Object.entries(booklet).filter(([, value]) => value && typeof value === 'object' && 'count' in value)));
  console.log(Object.fromEntries(Object.entries(booklet).filter(([name]) => name.startsWith('median_of_runs'))), 'budget', booklet.budget);
  writeResults('booklet', booklet);
}

if (!only || only === 'people') {
  const people = await benchPeople();
  printPeople(people);
  writeResults('people', people);
}

if (!only || only === 'network') {
  const network = await benchNetwork();
  printNetwork(network);
  writeResults('network', network);
}

if (!only || only === 'scan') {
  const scan = await benchScan();
  console.log(`\nScan to select: ${scan.codes} codes pasted among ${scan.devices} devices (medians of ${scan.runs} runs)`);
  console.table({ scan });
  writeResults('scan', scan);
}


if (!only || only === 'filters') {
  const filters = await benchFilters();
  console.log(`\nFilters as text: keystrokes in the devices search at ${filters.devices} devices ("${filters.query}", ${filters.runs} runs)`);
  console.table(Object.fromEntries(Object.entries(filters).filter(([, value]) => value && typeof value === 'object' && 'count' in value)));
  console.log({ median_of_run_medians_ms: filters.median_of_run_medians_ms, rows_shown_after: filters.rows_shown_after }, 'budget', filters.budget);
  console.log('per keystroke (median of the runs)', filters.per_keystroke_median_ms.map(([character, ms]) => `${character} ${ms}`).join(', '));
  writeResults('filters', filters);
}

console.log('\nWritten to bench/results.json');
