// Dashboard: the real number of devices in each status and at each base, from the server; each number opens the
// devices list filtered to it (`/devices?search=status:missing`, filters as text).
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { devices } from '../../services/lists';
import { usePageTitle } from '../../ui/usePageTitle';
import { dashboardCounts } from './dashboardCounts';

const CountChart = lazy(() => import('./CountChart'));

export function DashboardScreen() {
  const intl = useIntl();
  usePageTitle('dashboard.title');
  const { status, error, rows } = useSnapshot(devices.state);
  useEffect(() => {
    void devices.load({ staleAfterMs: 10_000 });
  }, []);

  const counts = useMemo(() => dashboardCounts(rows, intl), [rows, intl]);

  return (
    <section className="kr-page" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="dashboard.title" /></h1>
      {status === 'loading' && <p role="status"><FormattedMessage id="app.loading" /></p>}
      {status === 'error' && <p role="alert" className="kr-error">{error}</p>}
      {status === 'loaded' && (
        <>
          <p className="kr-lead">
            <Link href={paths.devices.list}><FormattedMessage id="dashboard.total" values={{ count: rows.length }} /></Link>
          </p>
          {rows.length === 0 ? (
            <p><FormattedMessage id="dashboard.noDevices" /></p>
          ) : (
            <div className="kr-charts">
              <Suspense fallback={<p role="status"><FormattedMessage id="app.loading" /></p>}>
                <CountChart kind="doughnut" title={intl.formatMessage({ id: 'dashboard.statusChart' })} counts={counts.status} />
                <CountChart kind="bar" title={intl.formatMessage({ id: 'dashboard.baseChart' })} counts={counts.base} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </section>
  );
}
