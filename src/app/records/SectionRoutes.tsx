// A section's routes, from its description: the list stays mounted under every nested route (so the selection
// survives while a panel or confirmation is open), and each route adds its panel or modal over it: create, edit,
// delete one, delete the selection, and the route of every command of the section that asks for arguments, which
// opens its palette page (mounted from the registry, not written by hand), and a record's history. A section adds its
// own screens as children; they come first.
import { Fragment, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { registry } from '../../../commands/all';
import { asksOnPalette } from '../../../commands/registry';
import { CommandRoute } from '../commandUi/CommandRoute';
import { recordRefOf } from '../history/historyKinds';
import { lazyScreen } from '../shell/lazyScreen';
import { ClosedRoutePanel } from './ClosedRoutePanel';
import { idFromParam, idPattern } from '../paths';
import { DeleteRecordModal } from './DeleteRecordModal';
import { listReturn } from './listReturn';
import { DeleteSelectionModal } from './DeleteSelectionModal';
import { CreateRecordPanel, EditRecordPanel } from './RecordFormPanel';
import { RecordsScreen } from './RecordsScreen';
import type { Section } from './section';

export interface SectionRoutesProps<Row extends { id: number }, Input> {
  section: Section<Row, Input>;
  /** the section's own routes (paths relative to its list, from paths.ts) */
  children?: ReactNode;
}

// wouter types a pattern's params from a literal path; ours are built from paths.ts, so the `:id` is read by name
const idOf = (params: object) => (params as { id?: string }).id;

// a record's history (issue 23): its own chunk, loaded over the list without suspending it
const RecordHistoryPanel = lazyScreen(() => import('../history/RecordHistoryPanel').then((module) => module.RecordHistoryPanel));

/** …/{id}/history, for a section whose records the history records; readable by whoever may read the list. */
function historyRoute<Row extends { id: number }, Input>(section: Section<Row, Input>) {
  if (!recordRefOf(section.id, 1)) return null;
  return (
    <Route path={idPattern(section.paths, 'history')}>
      {(params) => {
        const id = idFromParam(idOf(params));
        const record = id === null ? undefined : recordRefOf(section.id, id);
        return id === null || !record ? null : <Suspense fallback={null}><RecordHistoryPanel key={id} section={section} id={id} record={record} /></Suspense>;
      }}
    </Route>
  );
}

export function SectionRoutes<Row extends { id: number }, Input>({ section, children }: SectionRoutesProps<Row, Input>) {
  const { paths } = section;
  const paletteRoutes = registry.commands.filter((command) => command.scope === section.id && command.route && asksOnPalette(command));
  // someone who may not change this section (staff in /users) is told so by every route but the list's
  const closed = section.mayChange?.() ?? true;
  if (closed !== true) {
    return (
      <Fragment key={section.id}>
        <RecordsScreen section={section} />
        <Switch>
          <Route path={paths.local(paths.list)}>{null}</Route>
          {historyRoute(section)}
          <Route><ClosedRoutePanel reason={closed.reason} backTo={listReturn(paths.list)} /></Route>
        </Switch>
      </Fragment>
    );
  }
  // keyed by section: going from one section to another mounts a new table, never one with the last one's state
  return (
    <Fragment key={section.id}>
      <RecordsScreen section={section} />
      <Switch>
        <Route path={paths.local(paths.add)}><CreateRecordPanel section={section} /></Route>
        {section.canEdit !== false && (
          <Route path={idPattern(paths, 'edit')}>{(params) => <EditRecordPanel key={idOf(params)} section={section} id={idFromParam(idOf(params))} />}</Route>
        )}
        {section.canDelete !== false && (
          <>
            <Route path={idPattern(paths, 'delete')}>{(params) => <DeleteRecordModal key={idOf(params)} section={section} id={idFromParam(idOf(params))} />}</Route>
            <Route path={paths.local(paths.deletes)}><DeleteSelectionModal section={section} /></Route>
          </>
        )}
        {historyRoute(section)}
        {/* the section's own screens first: one may be a command's own panel, rather than the generic one */}
        {children}
        {paletteRoutes.map((command) => (
          <Route key={command.id} path={paths.local(command.route as string)}>
            <CommandRoute commandId={command.id} backTo={listReturn(paths.list)} />
          </Route>
        ))}
      </Switch>
    </Fragment>
  );
}
