// Loaded lazily, with chart.js (the app's largest library, kept out of the first page): the devices missing or in
// repair at each base as horizontal stacked bars in the status chips' colours (ui/statusTones.ts, read from the
// tokens by ui/chartTheme.ts). It reads without colour: "in repair" is striped where "missing" is solid, the legend
// shows both marks with their words, and each part of a bar carries its number. Screen readers skip the canvas and
// read the table beside it, which holds the same figures as links.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions, type Plugin } from 'chart.js';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Bar } from 'react-chartjs-2';
import { useChartTheme, type ChartTheme } from '../../../ui/chartTheme';
import { STATUS_TONES, toneToken } from '../../../ui/statusTones';
import { COUNTED_STATUSES, type BaseRow, type CountedStatus } from './basesOverview';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BasesChartProps {
  rows: readonly BaseRow[];
  /** each row's base as the person reads it */
  baseLabel(row: BaseRow): string;
  statusLabel(status: CountedStatus): string;
}

const TILE = 8;

/** Diagonal stripes of a tone's strong colour on its soft one; the plain colour where a canvas cannot draw. */
function stripes(strong: string, soft: string): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = TILE;
  tile.height = TILE;
  const context = tile.getContext('2d');
  if (!context) return strong;
  context.fillStyle = soft;
  context.fillRect(0, 0, TILE, TILE);
  context.strokeStyle = strong;
  context.lineWidth = 2;
  context.beginPath();
  // three lines, so that the stripes run on across the tiles' edges
  for (const offset of [-TILE, 0, TILE]) {
    context.moveTo(offset, TILE);
    context.lineTo(offset + TILE, 0);
  }
  context.stroke();
  return context.createPattern(tile, 'repeat') ?? strong;
}

function fillOf(status: CountedStatus, theme: ChartTheme): CanvasPattern | string {
  const strong = theme.colour(toneToken(STATUS_TONES[status]));
  return status === 'repairing' ? stripes(strong, theme.colour(`${toneToken(STATUS_TONES[status])}-soft`)) : strong;
}

/** Each part of a bar's number, on a small plate of the page's colour so that it reads on any fill. */
function valueLabels(theme: ChartTheme, format: (value: number) => string): Plugin<'bar'> {
  return {
    id: 'krValueLabels',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.font = `600 ${theme.font.size}px ${theme.font.family}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      chart.data.datasets.forEach((dataset, index) => {
        const meta = chart.getDatasetMeta(index);
        if (!chart.isDatasetVisible(index)) return;
        meta.data.forEach((bar, row) => {
          const value = Number(dataset.data[row] ?? 0);
          if (value <= 0) return;
          const { x, y, base } = bar.getProps(['x', 'y', 'base'], true) as { x: number; y: number; base: number };
          const text = format(value);
          const width = ctx.measureText(text).width + 8;
          const height = theme.font.size + 4;
          const middle = (x + base) / 2;
          ctx.fillStyle = theme.background;
          ctx.beginPath();
          ctx.roundRect(middle - width / 2, y - height / 2, width, height, 3);
          ctx.fill();
          ctx.fillStyle = theme.text;
          ctx.fillText(text, middle, y);
        });
      });
      ctx.restore();
    },
  };
}

export default function BasesChart({ rows, baseLabel, statusLabel }: BasesChartProps) {
  const intl = useIntl();
  const theme = useChartTheme();
  const data = useMemo(
    () => ({
      labels: rows.map(baseLabel),
      datasets: COUNTED_STATUSES.map((status) => ({
        label: statusLabel(status),
        data: rows.map((row) => row.figures[status].count),
        backgroundColor: fillOf(status, theme),
        borderColor: theme.colour(toneToken(STATUS_TONES[status])),
        borderWidth: 1,
        maxBarThickness: 22,
      })),
    }),
    [rows, baseLabel, statusLabel, theme],
  );
  const options = useMemo((): ChartOptions<'bar'> => {
    const ticks = { color: theme.muted, font: theme.font };
    return {
      indexAxis: 'y',
      animation: false,
      maintainAspectRatio: false,
      color: theme.text,
      scales: {
        x: { stacked: true, beginAtZero: true, ticks: { ...ticks, precision: 0 }, grid: { color: theme.grid }, border: { display: false } },
        y: { stacked: true, ticks, grid: { display: false }, border: { color: theme.grid } },
      },
      plugins: {
        legend: { position: 'bottom', labels: { color: theme.text, font: theme.font, boxWidth: 18, boxHeight: 12 } },
        tooltip: { backgroundColor: theme.text, titleColor: theme.background, bodyColor: theme.background, titleFont: theme.font, bodyFont: theme.font },
      },
    };
  }, [theme]);
  const plugins = useMemo(() => [valueLabels(theme, (value) => intl.formatNumber(value))], [theme, intl]);
  return (
    <div className="kr-overview-chart" aria-hidden="true">
      {/* a chart takes its plugins once: a new theme or language makes a new chart, its labels drawn in them */}
      <Bar key={`${theme.background}|${intl.locale}`} data={data} options={options} plugins={plugins} />
    </div>
  );
}
