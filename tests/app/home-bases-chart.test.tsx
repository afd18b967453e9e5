// Home's chart of the devices missing or in repair by base draws each status in its chip's tone (the values of
// tokens.css in the theme on <html>, drawn again when it changes), stacked horizontally, with the words of the
// person's language, and so that it reads without colour: a number on each part of a bar (a plugin) and "in
// repair" as a pattern where canvas can draw one (happy-dom cannot: the plain tone then). chart.js cannot draw in
// happy-dom, so react-chartjs-2 is replaced by a recorder of what it was given.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BasesChart from '../../src/app/screens/home/overview/BasesChart';
import { basesOverview, type BaseRow, type CountedStatus } from '../../src/app/screens/home/overview/basesOverview';
import { tallyDevices, type TalliedDevice } from '../../src/app/screens/home/overview/deviceTally';
import { STATUS_TONES } from '../../src/app/ui/statusTones';
import { MESSAGES } from './messages';
import { cleanup, render } from './tableHarness';
import { tokensOnPage } from './tokensOnPage';

interface DrawnBar {
  data: { labels: string[]; datasets: Array<{ label: string; data: number[]; backgroundColor: unknown; borderColor: string }> };
  options: { indexAxis: string; plugins: { legend: { labels: { color: string } } }; scales: { x: { stacked: boolean; ticks: { color: string } }; y: { stacked: boolean } } };
  plugins: Array<{ id: string }>;
}

const drawn = vi.hoisted(() => ({ bars: [] as unknown[] }));
vi.mock('react-chartjs-2', () => ({
  Bar: (props: unknown) => {
    drawn.bars.push(props);
    return null;
  },
}));
const last = () => drawn.bars[drawn.bars.length - 1] as DrawnBar;

const themes = tokensOnPage();
afterEach(() => {
  cleanup();
  drawn.bars.length = 0;
  delete document.documentElement.dataset.theme;
});

const fleet: TalliedDevice[] = [
  { status: 'missing', base: 'oporto', current_event_id: null, current_event_name: '' },
  { status: 'missing', base: 'oporto', current_event_id: null, current_event_name: '' },
  { status: 'repairing', base: 'lisbon', current_event_id: null, current_event_name: '' },
];
const { rows } = basesOverview(tallyDevices(fleet));
const pt = MESSAGES.pt as Record<string, string>;
const baseLabel = (row: BaseRow) => pt[`base.${row.base}`] ?? row.base;
const statusLabel = (status: CountedStatus) => pt[`status.${status}`] ?? status;

describe('the chart of missing or in repair by base', () => {
  it.each(['light', 'dark'] as const)('draws each status in its chip’s tone in the %s theme, stacked across, in the person’s words', (theme) => {
    act(() => {
      document.documentElement.dataset.theme = theme;
    });
    render(<BasesChart rows={rows} baseLabel={baseLabel} statusLabel={statusLabel} />, { language: 'pt' });
    const bar = last();
    expect(bar.options.indexAxis).toBe('y');
    expect([bar.options.scales.x.stacked, bar.options.scales.y.stacked]).toEqual([true, true]);
    expect(bar.data.labels).toEqual(['Anadia', 'Porto', 'Lisboa', 'VisionVolt']);
    expect(bar.data.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([['Desaparecido', [0, 2, 0, 0]], ['Em reparação', [0, 0, 1, 0]]]);
    const tones = (['missing', 'repairing'] as const).map((status) => themes[theme][`--kr-${STATUS_TONES[status]}`]);
    expect(bar.data.datasets.map((dataset) => dataset.borderColor)).toEqual(tones);
    // solid "missing"; "in repair" is a pattern where a canvas draws one, its plain tone here
    expect(bar.data.datasets.map((dataset) => dataset.backgroundColor)).toEqual(tones);
    expect(bar.options.plugins.legend.labels.color).toBe(themes[theme]['--kr-text']);
    expect(bar.options.scales.x.ticks.color).toBe(themes[theme]['--kr-muted']);
    expect(bar.plugins.map((plugin) => plugin.id)).toEqual(['krValueLabels']);
    expect(document.querySelector('.kr-overview-chart')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws again in the dark tones when the theme on <html> changes', async () => {
    act(() => {
      document.documentElement.dataset.theme = 'light';
    });
    render(<BasesChart rows={rows} baseLabel={baseLabel} statusLabel={statusLabel} />, { language: 'pt' });
    expect(last().data.datasets[0]?.borderColor).toBe(themes.light['--kr-danger']);
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(last().data.datasets.map((dataset) => dataset.borderColor)).toEqual([themes.dark['--kr-danger'], themes.dark['--kr-warning']]);
  });
});
