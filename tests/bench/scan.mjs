// Scan to select at 100 000 devices (src/app/table/scanCodes.ts, the code the devices search runs): building the
// index of serials and MAC addresses once per rows array, then finding 1 000 pasted codes (a tenth unknown, MACs in
// mixed formats). Medians of 5 runs, each on a new rows array so that every run builds its index.
import { build } from 'esbuild';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './lib.mjs';

const DEVICES = 100_000;
const CODES = 1_000;
const RUNS = 5;

async function loadScanCodes() {
  const bundle = await build({ entryPoints: [join(root, 'src/app/table/scanCodes.ts')], bundle: true, format: 'esm', write: false, platform: 'neutral' });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
}

const hex = (value) => value.toString(16).padStart(12, '0').toUpperCase();
const macOf = (index) => hex(0xa0b0c0000000 + index).match(/../g).join(':');

function fleet() {
  return Array.from({ length: DEVICES }, (_, index) => ({ id: index + 1, serial_id: `SCN-${String(index).padStart(6, '0')}`, mac_address: index % 2 ? macOf(index) : null }));
}

function pasted() {
  const codes = [];
  for (let index = 0; index < CODES; index += 1) {
    const device = (index * 97) % DEVICES;
    if (index % 10 === 9) codes.push(`NOPE-${index}`);
    else if (device % 2 && index % 3 === 0) codes.push(macOf(device).replaceAll(':', index % 2 ? '-' : '').toLowerCase());
    else codes.push(`scn-${String(device).padStart(6, '0')}`);
  }
  return codes.join('\n');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 10) / 10;

export async function benchScan() {
  const { isCodeList } = await loadScanCodes();
  const spec = { codesOf: (device) => [device.serial_id, device.mac_address] };
  const text = pasted();
  const first = [];
  const again = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const rows = fleet();
    let start = performance.now();
    const result = isCodeList(rows, spec, text);
    first.push(performance.now() - start);
    start = performance.now();
    isCodeList(rows, spec, text);
    again.push(performance.now() - start);
    found = result?.ids.length ?? 0;
  }
  return { devices: DEVICES, codes: CODES, found, runs: RUNS, first_paste_ms_median: round(median(first)), next_paste_ms_median: round(median(again)), budget_first_paste_ms: 1000 };
}
