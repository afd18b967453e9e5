// The /events section: the records kit's list, form and live-interactions panel, plus the managers panel and the
// booklet editor (its own lazy chunk: the events table does not load it until it opens).
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route } from 'wouter';
import { idFromParam, paths } from '../../paths';
import { SectionRoutes } from '../../records/SectionRoutes';
import { eventsSection } from '../../sections/events';
import { lazyScreen } from '../../shell/lazyScreen';
import { ManagersPanel } from './ManagersPanel';

const BookletEditor = lazyScreen(() => import('./booklet/BookletEditor').then((module) => module.BookletEditor));
const loadingBooklet = <p role="status" className="kr-visually-hidden"><FormattedMessage id="booklet.loading" /></p>;
// wouter types a pattern's params from a literal path; ours comes from paths.ts, so the `:id` is read by name
const idOf = (params: object) => idFromParam((params as { id?: string }).id);

export function EventsRoutes() {
  return (
    <SectionRoutes section={eventsSection}>
      <Route path={paths.events.local(paths.events.addManager)}><ManagersPanel /></Route>
      {/* one key: /events/booklet names its event in the URL (/events/7/booklet) without opening the editor again */}
      <Route key="booklet" path={paths.events.local(paths.events.booklet)}><Suspense fallback={loadingBooklet}><BookletEditor /></Suspense></Route>
      <Route key="booklet" path={paths.events.local(paths.events.bookletPattern)}>
        {(params) => <Suspense fallback={loadingBooklet}><BookletEditor eventId={idOf(params)} /></Suspense>}
      </Route>
    </SectionRoutes>
  );
}
