// A section's list screen from its description: the heading, the table with its columns, settings and row action
// (edit), the command buttons acting on the selection and at the top right (create last, as the primary one).
// Every button is a registry command: the same as its keys, its palette entry and its route.
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CommandButton } from '../commandUi/CommandButton';
import { ActionBar } from './ActionBar';
import { useFilterVocabulary, useSearchInUrl } from './searchInUrl';
import { inlineEditingOf } from './InlineCellEditor';
import { isLanguage } from '../i18n/languages';
import type { MessageId } from '../i18n/messageIds';
import { usePageTitle } from '../ui/usePageTitle';
import { idFromParam } from '../paths';
import { useActiveTable } from '../table/activeTable';
import { DataTable } from '../table/DataTable';
import type { HeldSearch, ServerPaging } from '../table/types';
import { isPagedStore, type PagedStore } from '../state/pagedStore';
import { useServerPaging } from './useServerPaging';
import { useLinkedSettings } from '../views/useLinkedSettings';
import type { Section } from './section';
import type { Vocabulary } from '../filters/filterVocabulary';
import { isDeletion } from '../../../commands/records';
import { registry } from '../../../commands/all';

/**
 * `?focus=7` (where the palette sends a chosen row, and a create its new row): the cursor goes to that row once the
 * list is there, the table's search cleared if it hides it. Only this screen's table takes it: in the render that
 * opens the screen, the active table is still the one of the screen left (the palette opening an event from
 * /devices put the devices' cursor on the device with the event's id, and the keyboard nowhere).
 */
function useFocusFromUrl(tableId: string, ready: boolean, exists: (id: number) => boolean): void {
  const search = useSearch();
  const table = useActiveTable();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const focus = idFromParam(params.get('focus') ?? undefined);
    if (!ready || table?.id !== tableId || focus === null || !table.focusRow(focus, { widen: exists(focus) })) return;
    params.delete('focus');
    const rest = params.toString();
    navigate(rest ? `${window.location.pathname}?${rest}` : window.location.pathname, { replace: true });
  }, [tableId, ready, table, search]);
}

const variantOf = (commandId: string) => (isDeletion(commandId) ? 'danger' : 'plain');

/** What an empty list offers, with their keys: creating a row, and importing rows where the section can. */
function EmptySteps({ sectionId }: { sectionId: string }) {
  const steps = [`${sectionId}.create`, `${sectionId}.import`].filter((id) => registry.get(id) !== undefined);
  return <>{steps.map((id) => <CommandButton key={id} commandId={id} />)}</>;
}

type ScreenProps<Row extends { id: number }, Input> = { section: Section<Row, Input> };

export function RecordsScreen<Row extends { id: number }, Input>({ section }: ScreenProps<Row, Input>) {
  return isPagedStore(section.store) ? <PagedRecordsScreen section={section} store={section.store} /> : <WholeListScreen section={section} />;
}

/** A list held whole: loaded (or refreshed when stale) when the screen opens. */
function WholeListScreen<Row extends { id: number }, Input>({ section }: ScreenProps<Row, Input>) {
  const { table, store } = section;
  useEffect(() => {
    void store.load({ staleAfterMs: table.staleAfterMs ?? 0 });
  }, [store]);
  const { rows } = useSnapshot(store.state);
  const filters = useFilterVocabulary(table.filters, rows as readonly Row[]);
  const search = useSearchInUrl(section.paths.list, filters);
  return <RecordsBody section={section} filters={filters} search={search} />;
}

/** A list paged on the server: the page, the search and the page size are the URL's. */
function PagedRecordsScreen<Row extends { id: number }, Input>({ section, store }: ScreenProps<Row, Input> & { store: PagedStore<Row> }) {
  // the server's filters take codes only: no value is read from the page's rows
  const filters = useFilterVocabulary(section.table.filters, NO_ROWS as readonly Row[]);
  const paging = useServerPaging(store, section.paths.list, filters);
  return <RecordsBody section={section} paging={paging} filters={filters} />;
}

const NO_ROWS: readonly never[] = [];

type BodyProps<Row extends { id: number }, Input> = ScreenProps<Row, Input> & {
  paging?: ServerPaging;
  filters: Vocabulary<Row>;
  search?: HeldSearch;
};

function RecordsBody<Row extends { id: number }, Input>({ section, paging, filters, search }: BodyProps<Row, Input>) {
  const intl = useIntl();
  const { table, store } = section;
  usePageTitle(section.heading);
  const linkedSettings = useLinkedSettings(section);
  const { status, error, rows } = useSnapshot(store.state);
  const prefix = intl.locale.slice(0, 2);
  const language = isLanguage(prefix) ? prefix : 'pt';
  // built once per language: a new columns array re-renders every row
  const columns = useMemo(() => table.columns((id: MessageId, values) => intl.formatMessage({ id }, values), language), [intl, language, table]);
  useFocusFromUrl(section.id, status === 'loaded' && rows.length > 0, (id) => store.find(id) !== undefined);
  const handlers = useMemo(
    () => ({
      refresh: () => void store.load({ force: true }),
      openRow: (row: Row) => navigate(section.paths.edit(row.id)),
    }),
    [section],
  );

  return (
    <section className={`kr-page kr-${section.id}${table.selectionBar ? ' kr-with-action-bar' : ''}`} aria-labelledby="kr-page-title">
      <DataTable
        key={linkedSettings}
        id={section.id}
        label={section.heading}
        // on the table's first line, beside the counts: a line of its own would cost the grid a row
        heading={<h1 id="kr-page-title"><FormattedMessage id={section.heading} /></h1>}
        rows={rows as readonly Row[]}
        columns={columns}
        defaultVisible={table.visible}
        defaultSort={table.sort}
        searchable={table.searchable}
        status={status}
        error={error}
        onRefresh={handlers.refresh}
        onOpenRow={section.canEdit === false ? undefined : handlers.openRow}
        rowActionLabel="records.edit"
        rowName={section.nameOf}
        rowLink={table.rowLink}
        rowMuted={table.muted}
        paging={paging}
        scan={table.scan}
        filters={filters}
        {...(search ? { search } : {})}
        inlineEdit={inlineEditingOf(section)}
        emptyMessage={section.empty}
        emptySteps={<EmptySteps sectionId={section.id} />}
        toolbar={
          <>
            {table.toolbar.map((id) => <CommandButton key={id} commandId={id} variant={variantOf(id)} compact />)}
            <CommandButton commandId={`${section.id}.create`} variant="primary" compact />
          </>
        }
      />
      {table.selectionBar && <ActionBar tableId={section.id} label={table.selectionBar.label} commands={table.selectionBar.commands} />}
    </section>
  );
}
