// Devices still assigned to events that have ended: per event (latest ended first) how many and when it ended, and
// the total; each number opens the devices list filtered to them. Receiving is the list's own command: the block
// says its keys (select them, then "Receive…"), read from the registry; the list opens filtered, nothing selected,
// so that nothing is received by surprise.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { registry } from '../../../../../commands/all';
import { formatDateTime } from '../../../i18n/dates';
import { isLanguage } from '../../../i18n/languages';
import { Kbd } from '../../../keys/Kbd';
import { SECTION_DESCRIPTIONS } from '../../../sections/all';
import { StateMessage } from '../../../ui/StateMessage';
import { OverviewBlock } from './OverviewBlock';
import { OverviewNumber } from './OverviewNumber';
import type { Overview } from './useOverview';

/** the events listed; the others are in the total, and said to be */
const SHOWN = 6;

function ReceiveKeys() {
  const select = registry.get('table.selectAll')?.keys?.[0];
  const receive = registry.get('devices.receive')?.keys?.[0];
  if (!select || !receive) return null;
  return (
    <p className="kr-overview-note">
      <FormattedMessage id="home.receive.how" values={{ select: <Kbd keys={select} />, receive: <Kbd keys={receive} /> }} />
    </p>
  );
}

export function ToReceiveBlock({ overview }: { overview: Overview }) {
  const intl = useIntl();
  const prefix = intl.locale.slice(0, 2);
  const language = isLanguage(prefix) ? prefix : 'pt';
  const { toReceive, status, retry } = overview;
  const shown = toReceive.events.slice(0, SHOWN);
  const more = toReceive.events.length - shown.length;
  return (
    <OverviewBlock area="receive" title={intl.formatMessage({ id: 'home.receive.title' })} status={status} retry={retry}>
      {toReceive.events.length === 0 ? (
        <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: 'home.receive.empty' })} />
      ) : (
        <>
          <p className="kr-overview-note">{intl.formatMessage({ id: 'home.receive.lead' })}</p>
          <table className="kr-overview-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'home.events.column.event' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'home.receive.column.ended' })}</th>
                <th scope="col" className="kr-overview-figure">{intl.formatMessage({ id: 'home.receive.column.devices' })}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ event, count, endedDaysAgo, href }) => (
                <tr key={event.id} data-event-id={event.id}>
                  <th scope="row">
                    <Link href={SECTION_DESCRIPTIONS.events.palette.open(event)} className="kr-overview-name">{event.name}</Link>
                  </th>
                  <td>
                    <span className="kr-overview-when">{intl.formatMessage({ id: 'home.receive.ended' }, { days: endedDaysAgo })}</span>
                    <span className="kr-overview-dates">{formatDateTime(event.end_date, language, event.timezone_id)}</span>
                  </td>
                  <td className="kr-overview-figure">
                    <OverviewNumber count={count} href={href} label={intl.formatMessage({ id: 'home.receive.link' }, { count, event: event.name })} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {more > 0 && (
                <tr>
                  <td colSpan={3} className="kr-overview-more">{intl.formatMessage({ id: 'home.receive.more' }, { count: more })}</td>
                </tr>
              )}
              <tr className="kr-overview-total">
                <th scope="row" colSpan={2}>{intl.formatMessage({ id: 'home.receive.total' })}</th>
                <td className="kr-overview-figure">
                  <OverviewNumber count={toReceive.total} href={toReceive.totalHref} label={intl.formatMessage({ id: 'home.receive.totalLink' }, { count: toReceive.total })} />
                </td>
              </tr>
            </tfoot>
          </table>
          <ReceiveKeys />
        </>
      )}
    </OverviewBlock>
  );
}
