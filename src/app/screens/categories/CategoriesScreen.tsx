// /devices/categories: every device category in the table, with the screen's commands as buttons (each one a
// registry command: the same as its keys, its palette entry and its route).
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { categoryPaths } from '../../../../commands/categories';
import type { DeviceCategory } from '../../../contract/entities';
import { CommandButton } from '../../commands/CommandButton';
import { categories } from '../../services/lists';
import { usePageTitle } from '../../shell/usePageTitle';
import { DataTable } from '../../table/DataTable';
import type { Column, SortState } from '../../table/types';

const COLUMNS: readonly Column<DeviceCategory>[] = [
  { id: 'id', title: 'catalogue.column.id', value: (row) => row.id, width: 80 },
  { id: 'name', title: 'catalogue.column.name', value: (row) => row.name, width: 220 },
  { id: 'description', title: 'catalogue.column.description', value: (row) => row.description || null, width: 320 },
];
const VISIBLE = ['id', 'name', 'description'] as const;
const SORT: SortState = { column: 'name', direction: 'asc' };
const SEARCHABLE = ['name', 'description'] as const;

const refresh = () => void categories.load({ force: true });
const openRow = (row: DeviceCategory) => navigate(categoryPaths.edit(row.id));
const nameOf = (row: DeviceCategory) => row.name;

export function CategoriesScreen() {
  usePageTitle('nav.categories');
  const { status, error, rows } = useSnapshot(categories.state);
  useEffect(() => {
    void categories.load({ staleAfterMs: 0 });
  }, []);

  return (
    <section className="kr-page" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="nav.categories" /></h1>
      <DataTable
        id="categories"
        label="nav.categories"
        rows={rows}
        columns={COLUMNS}
        defaultVisible={VISIBLE}
        defaultSort={SORT}
        searchable={SEARCHABLE}
        status={status}
        error={error}
        onRefresh={refresh}
        onOpenRow={openRow}
        rowActionLabel="catalogue.editRow"
        rowName={nameOf}
        emptyMessage="categories.empty"
        toolbar={
          <>
            <CommandButton commandId="navigation.devices" />
            <CommandButton commandId="categories.deleteSelected" variant="danger" />
            <CommandButton commandId="categories.create" variant="primary" />
          </>
        }
      />
    </section>
  );
}
