// The dashboard's charts draw each status in its chip's semantic colour and the bases in the one accent, with axes,
// legend and tooltip in the theme's text colours: the values of tokens.css in the theme on <html>, drawn again when
// it changes. chart.js cannot draw in happy-dom (no canvas), so react-chartjs-2 is replaced by a recorder of what it
// was given.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STATUSES } from '../../src/contract/enums';
import CountChart from '../../src/app/screens/dashboard/CountChart';
import { dashboardCounts } from '../../src/app/screens/dashboard/dashboardCounts';
import { STATUS_TONES } from '../../src/app/ui/statusTones';
import { MESSAGES } from './messages';
import { cleanup, render } from './tableHarness';
import { tokensOnPage } from './tokensOnPage';

interface DrawnChart {
  data: { datasets: Array<{ backgroundColor: string[]; borderColor: string }> };
  options: {
    plugins: { legend: { labels: { color: string } }; tooltip: { backgroundColor: string; bodyColor: string } };
    scales?: { x: { ticks: { color: string } }; y: { ticks: { color: string }; grid: { color: string } } };
  };
}

const drawn = vi.hoisted(() => ({ doughnut: [] as unknown[], bar: [] as unknown[] }));
vi.mock('react-chartjs-2', () => ({
  Doughnut: (props: unknown) => {
    drawn.doughnut.push(props);
    return null;
  },
  Bar: (props: unknown) => {
    drawn.bar.push(props);
    return null;
  },
}));
const last = (charts: unknown[]) => charts[charts.length - 1] as DrawnChart;

const themes = tokensOnPage();
const intl = createIntl({ locale: 'en', messages: MESSAGES.en });
const rows = DEVICE_STATUSES.flatMap((status, index) => Array.from({ length: index + 1 }, () => ({ status, base: null })));

afterEach(() => {
  cleanup();
  drawn.doughnut.length = 0;
  drawn.bar.length = 0;
  delete document.documentElement.dataset.theme;
});

function drawDashboard() {
  const counts = dashboardCounts(rows, intl);
  render(
    <>
      <CountChart kind="doughnut" title="status" counts={counts.status} />
      <CountChart kind="bar" title="base" counts={counts.base} />
    </>,
  );
}

describe('the dashboard charts', () => {
  it.each(['light', 'dark'] as const)('draw each status in its semantic colour in the %s theme', (theme) => {
    act(() => {
      document.documentElement.dataset.theme = theme;
    });
    drawDashboard();
    const expected = DEVICE_STATUSES.map((status) => themes[theme][`--kr-${STATUS_TONES[status]}`]);
    expect(last(drawn.doughnut).data.datasets[0]?.backgroundColor).toEqual(expected);
    expect(new Set(expected).size).toBe(DEVICE_STATUSES.length);
    expect(last(drawn.doughnut).data.datasets[0]?.borderColor).toBe(themes[theme]['--kr-bg']);
  });

  it('draw every base in the one accent colour, with axes in the muted colour on grid lines of the border colour', () => {
    drawDashboard();
    const bar = last(drawn.bar);
    expect(new Set(bar.data.datasets[0]?.backgroundColor)).toEqual(new Set([themes.light['--kr-accent']]));
    expect(bar.options.scales?.x.ticks.color).toBe(themes.light['--kr-muted']);
    expect(bar.options.scales?.y.ticks.color).toBe(themes.light['--kr-muted']);
    expect(bar.options.scales?.y.grid.color).toBe(themes.light['--kr-border']);
    expect(last(drawn.doughnut).options.plugins.legend.labels.color).toBe(themes.light['--kr-text']);
    expect(bar.options.plugins.tooltip).toMatchObject({ backgroundColor: themes.light['--kr-text'], bodyColor: themes.light['--kr-bg'] });
  });

  it('draw again in the dark values when the theme on <html> changes', async () => {
    act(() => {
      document.documentElement.dataset.theme = 'light';
    });
    drawDashboard();
    expect(last(drawn.doughnut).data.datasets[0]?.backgroundColor[0]).toBe(themes.light['--kr-info']);
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
    });
    const doughnut = last(drawn.doughnut);
    expect(doughnut.data.datasets[0]?.backgroundColor).toEqual(DEVICE_STATUSES.map((status) => themes.dark[`--kr-${STATUS_TONES[status]}`]));
    expect(doughnut.options.plugins.legend.labels.color).toBe(themes.dark['--kr-text']);
    expect(last(drawn.bar).options.scales?.x.ticks.color).toBe(themes.dark['--kr-muted']);
    expect(last(drawn.bar).data.datasets[0]?.backgroundColor[0]).toBe(themes.dark['--kr-accent']);
  });
});

describe('the status chips', () => {
  it('colour each status with the tone the chart draws it in (table.css)', () => {
    const tableCss = readFileSync(join(import.meta.dirname, '../../src/app/styles/table.css'), 'utf8');
    for (const status of DEVICE_STATUSES) {
      const tone = STATUS_TONES[status];
      const rule = new RegExp(`\\.kr-chip-${status}\\s*\\{([^}]*)\\}`).exec(tableCss)?.[1] ?? '';
      expect(rule, status).toMatch(new RegExp(`(^|;)\\s*background:\\s*var\\(--kr-${tone}-soft\\)`));
      expect(rule, status).toMatch(new RegExp(`(^|;)\\s*color:\\s*var\\(--kr-${tone}\\)`));
    }
  });
});
