// The /events section: the records kit's list, form and live-interactions panel, plus the managers panel.
import { Route } from 'wouter';
import { paths } from '../../paths';
import { SectionRoutes } from '../../records/SectionRoutes';
import { eventsSection } from '../../sections/events';
import { ManagersPanel } from './ManagersPanel';

export function EventsRoutes() {
  return (
    <SectionRoutes section={eventsSection}>
      <Route path={paths.events.local(paths.events.addManager)}><ManagersPanel /></Route>
    </SectionRoutes>
  );
}
