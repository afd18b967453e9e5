// Loaded lazily: chart.js is the largest library of the app and only the dashboard needs it.
import { ArcElement, BarElement, CategoryScale, Chart, DoughnutController, BarController, Legend, LinearScale, Tooltip } from 'chart.js';
import { useIntl } from 'react-intl';
import { Bar, Doughnut } from 'react-chartjs-2';
import { Link } from 'wouter';
import { useChartTheme, type ChartTheme, type ColourToken } from '../../ui/chartTheme';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, DoughnutController, BarController, Legend, Tooltip);

export interface ChartCount {
  label: string;
  count: number;
  /** the devices list filtered to this count */
  href: string;
  /** its colour: a status's semantic tone, or one accent for every base */
  colour: ColourToken;
}

export interface CountChartProps {
  kind: 'doughnut' | 'bar';
  title: string;
  counts: readonly ChartCount[];
}

function chartOptions(kind: CountChartProps['kind'], theme: ChartTheme) {
  const ticks = { color: theme.muted, font: theme.font };
  // the values' lines across, none between the bars: Linear's quiet charts
  const scales = {
    x: { ticks, grid: { display: false }, border: { color: theme.grid } },
    y: { beginAtZero: true, ticks: { ...ticks, precision: 0 }, grid: { color: theme.grid }, border: { display: false } },
  };
  return {
    animation: false as const,
    maintainAspectRatio: false,
    font: theme.font,
    color: theme.text,
    plugins: {
      legend: { display: kind === 'doughnut', labels: { color: theme.text, font: theme.font, boxWidth: 12, boxHeight: 12 } },
      // the page's colours swapped, as the pressed language button: checked in tests/app/design-tokens.test.ts
      tooltip: { backgroundColor: theme.text, titleColor: theme.background, bodyColor: theme.background, titleFont: theme.font, bodyFont: theme.font },
    },
    ...(kind === 'bar' ? { scales } : {}),
  };
}

/** A chart with the same figures as a table beside it, for screen readers and for reading exact numbers; each
 * figure opens the devices it counts. Its colours are the theme's, and follow it. */
export default function CountChart({ kind, title, counts }: CountChartProps) {
  const intl = useIntl();
  const theme = useChartTheme();
  const data = {
    labels: counts.map((entry) => entry.label),
    datasets: [
      {
        label: title,
        data: counts.map((entry) => entry.count),
        backgroundColor: counts.map((entry) => theme.colour(entry.colour)),
        // the gaps between a doughnut's slices are the card's background
        borderColor: theme.background,
        borderWidth: kind === 'doughnut' ? 2 : 0,
        borderRadius: kind === 'bar' ? 3 : 0,
        maxBarThickness: 48,
      },
    ],
  };
  const options = chartOptions(kind, theme);
  return (
    <figure className="kr-chart">
      <figcaption>{title}</figcaption>
      <div className="kr-chart-canvas" aria-hidden="true">
        {kind === 'doughnut' ? <Doughnut data={data} options={options} /> : <Bar data={data} options={options} />}
      </div>
      <table className="kr-chart-table">
        <caption className="kr-visually-hidden">{title}</caption>
        <tbody>
          {counts.map((entry) => (
            <tr key={entry.label}>
              <th scope="row">{entry.label}</th>
              <td>
                <Link href={entry.href} aria-label={intl.formatMessage({ id: 'dashboard.openFiltered' }, { label: entry.label, count: entry.count })}>
                  {intl.formatNumber(entry.count)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
