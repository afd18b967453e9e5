// One block of the overview: its heading, then its figures once the lists are in, or what it waits for, or what
// failed with the way to try again (ui/StateMessage, the app's one voice for states).
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { StateMessage, StepButton } from '../../../ui/StateMessage';
import type { OverviewStatus } from './useOverview';

export interface OverviewBlockProps {
  /** its grid area and class: kr-overview-<area> */
  area: 'events' | 'receive' | 'bases' | 'team';
  title: string;
  status: OverviewStatus;
  retry(): void;
  children: ReactNode;
}

export function OverviewBlock({ area, title, status, retry, children }: OverviewBlockProps) {
  const intl = useIntl();
  const id = useId();
  let body = children;
  if (status.kind === 'loading') body = <StateMessage kind="loading" className="kr-state-start" statement={intl.formatMessage({ id: 'app.loading' })} />;
  if (status.kind === 'failed') {
    body = (
      <StateMessage
        kind="failed"
        className="kr-state-start"
        statement={intl.formatMessage({ id: 'home.overview.failed' }, { message: status.message })}
        steps={<StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={undefined} onClick={retry} />}
      />
    );
  }
  return (
    <section className={`kr-overview-block kr-overview-${area}`} aria-labelledby={id} aria-busy={status.kind === 'loading' || undefined} data-ready={status.kind === 'ready'}>
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );
}
