// Events on now and in the next 14 days: each event's name (opens it), when it is in words and its dates in its own
// time zone, and the devices assigned to it (opens them) against its capacity, in figures and a bar that only
// repeats them. An upcoming event with no device yet is flagged in words and with an icon, not by colour alone.
import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { eventDates } from '../../../../../commands/eventChoices';
import { isLanguage } from '../../../i18n/languages';
import type { EventRow } from '../../../services/eventRows';
import { SECTION_DESCRIPTIONS } from '../../../sections/all';
import { StateMessage } from '../../../ui/StateMessage';
import { DAYS_AHEAD, type EventAhead } from './eventsOverview';
import { HomeStep } from './HomeStep';
import { OverviewBlock } from './OverviewBlock';
import { OverviewNumber } from './OverviewNumber';
import type { Overview } from './useOverview';

/** The bar's share of its track: the figures beside it say the same, a sliver shows that some are there. */
function barShare(assigned: number, capacity: number): number {
  if (assigned <= 0) return 0;
  if (capacity <= 0) return 100;
  return Math.max(2, Math.min(100, (assigned / capacity) * 100));
}

function EventLine({ item }: { item: EventAhead<EventRow> }) {
  const intl = useIntl();
  const prefix = intl.locale.slice(0, 2);
  const { event, phase, days, assigned, href, flagged } = item;
  return (
    <tr data-event-id={event.id}>
      <th scope="row">
        <Link href={SECTION_DESCRIPTIONS.events.palette.open(event)} className="kr-overview-name">{event.name}</Link>
      </th>
      <td>
        <span className="kr-overview-when">{intl.formatMessage({ id: phase === 'now' ? 'home.events.now' : 'home.events.startsIn' }, { days })}</span>
        <span className="kr-overview-dates">{eventDates(event, isLanguage(prefix) ? prefix : 'pt')}</span>
      </td>
      <td className="kr-overview-figure">
        <span className="kr-overview-against">
          <OverviewNumber count={assigned} href={href} label={intl.formatMessage({ id: 'home.events.assignedLink' }, { count: assigned, event: event.name })} />
          <span className="kr-overview-capacity">{intl.formatMessage({ id: 'home.events.capacity' }, { capacity: event.max_capacity })}</span>
        </span>
        <span className="kr-overview-bar" aria-hidden="true">
          <span style={{ width: `${barShare(assigned, event.max_capacity)}%` }} />
        </span>
        {flagged && (
          <span className="kr-overview-flag">
            <TriangleAlert aria-hidden="true" size={14} />
            {intl.formatMessage({ id: 'home.events.noDevices' })}
          </span>
        )}
      </td>
    </tr>
  );
}

export function EventsAheadBlock({ overview }: { overview: Overview }) {
  const intl = useIntl();
  const { ahead, status, retry } = overview;
  return (
    <OverviewBlock area="events" title={intl.formatMessage({ id: 'home.events.title' }, { days: DAYS_AHEAD })} status={status} retry={retry}>
      {ahead.length === 0 ? (
        <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: 'home.events.empty' }, { days: DAYS_AHEAD })} steps={<HomeStep commandId="events.create" />} />
      ) : (
        <table className="kr-overview-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'home.events.column.event' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'home.events.column.when' })}</th>
              <th scope="col" className="kr-overview-figure">{intl.formatMessage({ id: 'home.events.column.devices' })}</th>
            </tr>
          </thead>
          <tbody>
            {ahead.map((item) => <EventLine key={item.event.id} item={item} />)}
          </tbody>
        </table>
      )}
    </OverviewBlock>
  );
}
