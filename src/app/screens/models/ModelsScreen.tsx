// /devices/models: every device model in the table, with the screen's commands as buttons (each one a registry
// command: the same as its keys, its palette entry and its route).
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { modelPaths } from '../../../../commands/models';
import type { DeviceModel } from '../../../contract/entities';
import { CommandButton } from '../../commands/CommandButton';
import { models } from '../../services/lists';
import { usePageTitle } from '../../shell/usePageTitle';
import { DataTable } from '../../table/DataTable';
import type { Column, SortState } from '../../table/types';

const COLUMNS: readonly Column<DeviceModel>[] = [
  { id: 'id', title: 'catalogue.column.id', value: (row) => row.id, width: 80 },
  { id: 'name', title: 'catalogue.column.name', value: (row) => row.name, width: 220 },
  { id: 'description', title: 'catalogue.column.description', value: (row) => row.description || null, width: 320 },
  { id: 'category', title: 'models.column.category', value: (row) => row.category?.name ?? null, width: 180 },
];
const VISIBLE = ['id', 'name', 'description', 'category'] as const;
const SORT: SortState = { column: 'name', direction: 'asc' };
const SEARCHABLE = ['name', 'description', 'category'] as const;

const refresh = () => void models.load({ force: true });
const openRow = (row: DeviceModel) => navigate(modelPaths.edit(row.id));
const nameOf = (row: DeviceModel) => row.name;

export function ModelsScreen() {
  usePageTitle('nav.models');
  const { status, error, rows } = useSnapshot(models.state);
  useEffect(() => {
    void models.load({ staleAfterMs: 0 });
  }, []);

  return (
    <section className="kr-page" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="nav.models" /></h1>
      <DataTable
        id="models"
        label="nav.models"
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
        emptyMessage="models.empty"
        toolbar={
          <>
            <CommandButton commandId="navigation.devices" />
            <CommandButton commandId="models.changeCategory" />
            <CommandButton commandId="models.deleteSelected" variant="danger" />
            <CommandButton commandId="models.create" variant="primary" />
          </>
        }
      />
    </section>
  );
}
