// With a record's edit panel open, the next or previous record of the list in the same panel (as Linear's j/k in an
// issue): the keys act only while a side panel is on top, j/k outside a text field, $mod+↓/↑ from anywhere in it.
import { openRecordForm } from '../src/app/records/recordSteps';
import type { Availability } from './registry';
import { defineCommand } from './registry';

const withOpenForm = (): Availability => (openRecordForm() ? true : { reason: 'command.unavailable.noRecordForm' });

const stepCommand = (action: 'nextRecord' | 'previousRecord', keys: readonly string[], delta: 1 | -1) =>
  defineCommand({
    id: `records.${action}`,
    title: `command.records.${action}` as const,
    group: 'selection',
    scope: 'global',
    keys,
    inPanel: true,
    keywords: delta === 1 ? ['next', 'seguinte', 'siguiente', 'record', 'registo', 'registro'] : ['previous', 'anterior', 'record', 'registo', 'registro'],
    when: withOpenForm,
    run: () => openRecordForm()?.step(delta),
  });

export const recordStepCommands = [stepCommand('nextRecord', ['j', '$mod+ArrowDown'], 1), stepCommand('previousRecord', ['k', '$mod+ArrowUp'], -1)];
