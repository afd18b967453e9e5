// Loaded lazily: chart.js is the largest library of the app and only the dashboard needs it.
import { ArcElement, BarElement, CategoryScale, Chart, DoughnutController, BarController, Legend, LinearScale, Tooltip } from 'chart.js';
import { useIntl } from 'react-intl';
import { Bar, Doughnut } from 'react-chartjs-2';
import { Link } from 'wouter';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, DoughnutController, BarController, Legend, Tooltip);

const COLOURS = ['#1f6feb', '#2da44e', '#bf8700', '#cf222e', '#8250df', '#57606a'];

export interface CountChartProps {
  kind: 'doughnut' | 'bar';
  title: string;
  /** `href`: the devices list filtered to this count */
  counts: Array<{ label: string; count: number; href: string }>;
}

/** A chart with the same figures as a table beside it, for screen readers and for reading exact numbers; each
 * figure opens the devices it counts. */
export default function CountChart({ kind, title, counts }: CountChartProps) {
  const intl = useIntl();
  const data = {
    labels: counts.map((entry) => entry.label),
    datasets: [{ label: title, data: counts.map((entry) => entry.count), backgroundColor: COLOURS }],
  };
  const options = { animation: false as const, plugins: { legend: { display: kind === 'doughnut' } }, maintainAspectRatio: false };
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
