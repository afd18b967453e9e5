// The team's day at a glance, Home's heart (issue 23): events on now and in the next 14 days, what is still to
// receive from events that have ended, the devices missing or in repair by base, and the team's latest changes.
// Computed from the lists the app holds and the live stream keeps, so it follows every change without a reload.
import { useIntl } from 'react-intl';
import { Kbd } from '../../../keys/Kbd';
import { TeamChangesCard } from '../../../history/TeamChangesCard';
import { BasesBlock } from './BasesBlock';
import { EventsAheadBlock } from './EventsAheadBlock';
import { moveBetweenNumbers } from './overviewKeys';
import { ToReceiveBlock } from './ToReceiveBlock';
import { useOverview } from './useOverview';

const MOVE_KEYS = ['ArrowDown', 'ArrowUp', 'j', 'k'];

export function Overview() {
  const intl = useIntl();
  const overview = useOverview();
  return (
    <div className="kr-overview" role="region" aria-label={intl.formatMessage({ id: 'home.overview' })} onKeyDown={moveBetweenNumbers}>
      <div className="kr-overview-columns">
        <div className="kr-overview-column">
          <EventsAheadBlock overview={overview} />
          <BasesBlock overview={overview} />
        </div>
        <div className="kr-overview-column">
          <ToReceiveBlock overview={overview} />
          <TeamChangesCard className="kr-overview-block kr-overview-team" />
        </div>
      </div>
      <p className="kr-overview-note kr-overview-keys">
        {intl.formatMessage({ id: 'home.overview.keys' }, { keys: <span className="kr-overview-keycaps">{MOVE_KEYS.map((keys) => <Kbd key={keys} keys={keys} />)}</span> })}
      </p>
    </div>
  );
}
