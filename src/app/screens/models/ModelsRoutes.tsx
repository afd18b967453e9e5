// The /devices/models section: the table stays mounted under every nested route (so the selection survives
// while a side panel or confirmation is open); each command route adds its panel or modal over it.
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { modelPaths } from '../../../../commands/models';
import { ArgumentPanel } from '../../commands/ArgumentPanel';
import { models } from '../../services/lists';
import { DeleteManyModal } from '../catalogue/DeleteManyModal';
import { DeleteOneModal } from '../catalogue/DeleteOneModal';
import { idFromParam } from '../catalogue/useCatalogueRecord';
import { CreateModelPanel, EditModelPanel } from './ModelPanel';
import { ModelsScreen } from './ModelsScreen';

const close = () => navigate(modelPaths.list);

export function ModelsRoutes() {
  return (
    <>
      <ModelsScreen />
      <Switch>
        <Route path="/add"><CreateModelPanel /></Route>
        <Route path="/edit/:id">{(params) => <EditModelPanel key={params.id} id={idFromParam(params.id)} />}</Route>
        <Route path="/delete/:id">
          {(params) => (
            <DeleteOneModal
              key={params.id}
              store={models}
              id={idFromParam(params.id)}
              commandId="models.delete"
              title="models.deleteTitle"
              body="models.deleteBody"
              notFound="models.notFound"
              onClose={close}
            />
          )}
        </Route>
        <Route path="/deletes">
          <DeleteManyModal commandId="models.deleteSelected" tableId="models" title="models.deletesTitle" body="models.deletesBody" onClose={close} />
        </Route>
        <Route path="/change-category"><ArgumentPanel commandId="models.changeCategory" backTo={modelPaths.list} /></Route>
      </Switch>
    </>
  );
}
