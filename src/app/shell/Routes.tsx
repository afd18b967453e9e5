// Every route of the spec. Sections not built yet say so honestly.
import { Route, Switch } from 'wouter';
import { CategoriesRoutes } from '../screens/categories/CategoriesRoutes';
import { DashboardScreen } from '../screens/dashboard/DashboardScreen';
import { DevicesRoutes } from '../screens/devices/DevicesRoutes';
import { HomeScreen } from '../screens/home/HomeScreen';
import { ModelsRoutes } from '../screens/models/ModelsRoutes';
import { NotBuiltScreen } from '../screens/NotBuiltScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

export function Routes() {
  return (
    <Switch>
      <Route path="/"><HomeScreen /></Route>
      <Route path="/dashboard"><DashboardScreen /></Route>
      <Route path="/devices/models" nest><ModelsRoutes /></Route>
      <Route path="/devices/categories" nest><CategoriesRoutes /></Route>
      <Route path="/devices" nest><DevicesRoutes /></Route>
      <Route path="/events" nest><NotBuiltScreen screen="nav.events" /></Route>
      <Route path="/spaces" nest><NotBuiltScreen screen="nav.spaces" /></Route>
      <Route path="/users" nest><NotBuiltScreen screen="nav.users" /></Route>
      <Route><NotFoundScreen /></Route>
    </Switch>
  );
}
