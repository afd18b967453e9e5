// The /devices/categories section: the table stays mounted under every nested route (so the selection survives
// while a side panel or confirmation is open); each command route adds its panel or modal over it.
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { categoryPaths } from '../../../../commands/categories';
import { categories } from '../../services/lists';
import { DeleteManyModal } from '../catalogue/DeleteManyModal';
import { DeleteOneModal } from '../catalogue/DeleteOneModal';
import { idFromParam } from '../catalogue/useCatalogueRecord';
import { CategoriesScreen } from './CategoriesScreen';
import { CreateCategoryPanel, EditCategoryPanel } from './CategoryPanel';

const close = () => navigate(categoryPaths.list);

export function CategoriesRoutes() {
  return (
    <>
      <CategoriesScreen />
      <Switch>
        <Route path="/add"><CreateCategoryPanel /></Route>
        <Route path="/edit/:id">{(params) => <EditCategoryPanel key={params.id} id={idFromParam(params.id)} />}</Route>
        <Route path="/delete/:id">
          {(params) => (
            <DeleteOneModal
              key={params.id}
              store={categories}
              id={idFromParam(params.id)}
              commandId="categories.delete"
              title="categories.deleteTitle"
              body="categories.deleteBody"
              notFound="categories.notFound"
              onClose={close}
            />
          )}
        </Route>
        <Route path="/deletes">
          <DeleteManyModal commandId="categories.deleteSelected" tableId="categories" title="categories.deletesTitle" body="categories.deletesBody" onClose={close} />
        </Route>
      </Switch>
    </>
  );
}
