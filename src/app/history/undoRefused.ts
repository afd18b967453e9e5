// An undo the history refused, with why (the panel offers the delete for a created record, reloads after a race).
import { Refusal } from '../api/errors';
import type { UndoVerdict } from './undoVerdict';

export class UndoRefused extends Refusal {
  constructor(message: string, readonly why: UndoVerdict['kind'] | 'raced' | 'notHere') {
    super(message);
    this.name = 'UndoRefused';
  }
}
