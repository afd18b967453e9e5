// Devices missing or in repair at each base: a chart for the eye (BasesChart, lazy) beside a table of the same
// figures, each a link to the devices list filtered to it (`status:missing base:oporto`), and the totals.
import { lazy, Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { StatusChip } from '../../../table/StatusChip';
import { StateMessage } from '../../../ui/StateMessage';
import { COUNTED_STATUSES, type BaseRow, type CountedStatus, type Figure } from './basesOverview';
import type { BaseOrNone } from './deviceTally';
import { OverviewBlock } from './OverviewBlock';
import { OverviewNumber } from './OverviewNumber';
import type { Overview } from './useOverview';

const BasesChart = lazy(() => import('./BasesChart'));

const LINK_MESSAGES = { missing: 'home.bases.missingLink', repairing: 'home.bases.repairingLink' } as const;

export function BasesBlock({ overview }: { overview: Overview }) {
  const intl = useIntl();
  const { bases, status, retry } = overview;
  const statusLabel = useCallback((counted: CountedStatus) => intl.formatMessage({ id: `status.${counted}` }), [intl]);
  const baseLabel = useCallback((row: BaseRow) => intl.formatMessage({ id: `base.${row.base}` }), [intl]);
  const figure = (counted: CountedStatus, { count, href }: Figure, base: BaseOrNone | 'all') => (
    <td className="kr-overview-figure" key={counted}>
      <OverviewNumber count={count} href={href} label={intl.formatMessage({ id: LINK_MESSAGES[counted] }, { count, base, name: base === 'all' ? '' : intl.formatMessage({ id: `base.${base}` }) })} />
    </td>
  );
  const nothing = bases.totals.missing.count + bases.totals.repairing.count === 0;
  return (
    <OverviewBlock area="bases" title={intl.formatMessage({ id: 'home.bases.title' })} status={status} retry={retry}>
      {nothing ? (
        <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: 'home.bases.empty' })} />
      ) : (
        <div className="kr-overview-bases-body">
          <Suspense fallback={<div className="kr-overview-chart" aria-hidden="true" />}>
            <BasesChart rows={bases.rows} baseLabel={baseLabel} statusLabel={statusLabel} />
          </Suspense>
          <table className="kr-overview-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'devices.column.base' })}</th>
                {COUNTED_STATUSES.map((counted) => (
                  <th scope="col" className="kr-overview-figure" key={counted}><StatusChip status={counted} label={statusLabel(counted)} /></th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bases.rows.map((row) => (
                <tr key={row.base} data-base={row.base}>
                  <th scope="row">{baseLabel(row)}</th>
                  {COUNTED_STATUSES.map((counted) => figure(counted, row.figures[counted], row.base))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="kr-overview-total">
                <th scope="row">{intl.formatMessage({ id: 'home.bases.total' })}</th>
                {COUNTED_STATUSES.map((counted) => figure(counted, bases.totals[counted], 'all'))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </OverviewBlock>
  );
}
