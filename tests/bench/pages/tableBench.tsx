// A page with the app's DataTable over N synthetic devices (?rows=N), for the table benchmark, at the density asked
// (?density=compact|comfortable, as settings.density sets it), each row with its action button as in the app.
import { createRoot } from 'react-dom/client';
import { RawIntlProvider } from 'react-intl';
import english from '../../../locales/en.json';
import { setIntl } from '../../../src/app/i18n/intl';
import { applyAppearance } from '../../../src/app/state/appearance';
import { DENSITIES, settings } from '../../../src/app/state/settings';
import { DataTable } from '../../../src/app/table/DataTable';
import { activeTable } from '../../../src/app/table/activeTable';
import type { Column } from '../../../src/app/table/types';
import '../../../src/app/styles/tokens.css';
import '../../../src/app/styles/base.css';
import '../../../src/app/styles/table.css';

interface BenchRow { id: number; name: string; serial: string; status: string; base: string; created_at: string }

const STATUSES = ['available', 'in_use', 'repairing', 'receiving', 'missing'];
const BASES = ['anadia', 'oporto', 'lisbon', 'vision_volt'];
const query = new URLSearchParams(location.search);
const count = Number(query.get('rows') ?? 10000);
settings.density = DENSITIES.find((density) => density === query.get('density')) ?? 'compact';
applyAppearance();
const rows: BenchRow[] = Array.from({ length: count }, (_, index) => ({
  id: index + 1,
  name: `KIOSK-${String(index + 1).padStart(6, '0')}`,
  serial: `SN${(index * 7919) % 1000003}`,
  status: STATUSES[index % 5] ?? 'available',
  base: BASES[index % 4] ?? 'lisbon',
  created_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
}));

const COLUMNS: Column<BenchRow>[] = [
  { id: 'name', title: 'nav.devices', value: (row) => row.name, width: 180 },
  { id: 'serial', title: 'nav.devices', value: (row) => row.serial, width: 140 },
  { id: 'status', title: 'nav.devices', value: (row) => row.status, width: 120 },
  { id: 'base', title: 'nav.devices', value: (row) => row.base, width: 120 },
  { id: 'created_at', title: 'nav.devices', value: (row) => row.created_at, width: 200 },
];

const intl = setIntl('en', english);
const started = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <RawIntlProvider value={intl}>
    <DataTable
      id="bench"
      label="nav.devices"
      rows={rows}
      columns={COLUMNS}
      defaultVisible={['name', 'serial', 'status', 'base', 'created_at']}
      defaultSort={{ column: 'created_at', direction: 'desc' }}
      searchable={['name', 'serial']}
      status="loaded"
      onRefresh={() => {}}
      onOpenRow={() => {}}
      rowActionLabel="records.edit"
      initialHeight={700}
    />
  </RawIntlProvider>,
);
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    Object.assign(window, { __firstPaint: performance.now() - started, __table: activeTable });
  };
  channel.port2.postMessage(null);
});
