// A `changes` message of the live stream, read defensively: its lists and who changed them (`by`); a server without
// `by`, or a member of another shape, names nobody rather than failing.
import { describe, expect, it } from 'vitest';
import { readChanges } from '../../src/app/sync/streamMessages';

describe('a changes message', () => {
  it('gives the lists and the people of each list', () => {
    const data = JSON.stringify({ cursor: 'c2', lists: ['devices', 'models'], by: { devices: [{ id: 3, name: 'Ana Silva' }, { id: 4, name: 'Rui Lopes' }], models: [{ id: 4, name: 'Rui Lopes' }] } });
    expect(readChanges(data)).toEqual({
      lists: ['devices', 'models'],
      by: { devices: [{ id: 3, name: 'Ana Silva' }, { id: 4, name: 'Rui Lopes' }], models: [{ id: 4, name: 'Rui Lopes' }] },
    });
  });

  it('names nobody for a server without `by`, and leaves out what is not a person', () => {
    expect(readChanges('{"cursor":"c2","lists":["devices"]}')).toEqual({ lists: ['devices'], by: {} });
    expect(readChanges('{"lists":["devices"],"by":["Ana"]}').by).toEqual({});
    expect(readChanges('{"lists":["devices"],"by":{"devices":[{"id":"3","name":"Ana"},{"id":5,"name":"Eva","extra":1}],"models":"Rui"}}').by)
      .toEqual({ devices: [{ id: 5, name: 'Eva' }] });
    expect(readChanges('not json')).toEqual({ lists: [], by: {} });
  });
});
