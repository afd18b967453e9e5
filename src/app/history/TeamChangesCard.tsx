// Home's card of the team's latest changes: each line who · what · when, a link to the record it changed (or the
// operation's page when it changed several), kept live (recentChangesLive.ts); all of them in the palette's page.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CommandButton } from '../commandUi/CommandButton';
import { StateMessage, StepButton } from '../ui/StateMessage';
import { RELATIVE_TIME_TICK_MS, useClock } from '../ui/useClock';
import { entryLine } from './recentChangesEntry';
import { useLatestChanges } from './recentChangesLive';
import './teamChanges.css';

export const TEAM_CHANGES_SHOWN = 8;

export function TeamChangesCard({ limit = TEAM_CHANGES_SHOWN, className }: { limit?: number; className?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const latest = useLatestChanges(limit);
  const retry = <StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={undefined} onClick={latest.retry} />;
  const now = useClock(RELATIVE_TIME_TICK_MS);
  return (
    <section className={className ? `kr-team-changes ${className}` : 'kr-team-changes'} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'historyPages.card.title' })}</h2>
      {latest.status === 'loading' && <StateMessage kind="loading" statement={intl.formatMessage({ id: 'historyPages.card.loading' })} />}
      {latest.status === 'failed' && <StateMessage kind="failed" statement={intl.formatMessage({ id: 'historyPages.card.failed' }, { message: latest.message })} steps={retry} />}
      {latest.status === 'loaded' && latest.entries.length === 0 && (
        <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: 'historyPages.card.empty' })} />
      )}
      {latest.status === 'loaded' && latest.entries.length > 0 && (
        <ul className="kr-team-changes-list" aria-labelledby={headingId}>
          {latest.entries.map((entry) => {
            const line = entryLine(entry, intl, now);
            const what = entry.record_count === 1 ? intl.formatMessage({ id: 'historyPages.card.what' }, { title: line.title, record: line.records }) : line.title;
            return (
              <li key={entry.id}>
                <Link href={line.target} className="kr-team-changes-link">
                  {intl.formatMessage({ id: 'historyPages.card.line' }, { who: line.who, what, when: line.when.relative })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {latest.status === 'loaded' && latest.failed && <StateMessage kind="failed" statement={intl.formatMessage({ id: 'historyPages.card.failed' }, { message: latest.failed })} steps={retry} />}
      <div className="kr-team-changes-more"><CommandButton commandId="history.team" /></div>
    </section>
  );
}
