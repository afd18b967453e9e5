// The import reads workbooks as other spreadsheet programs write them, not only as our export and write-excel-file
// do: namespace prefixes, a package-absolute workbook path, several sheets, rich text with phonetic guides, cached
// formula results, cells without references, entities and OOXML escapes, error cells.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createDevice, deviceTable, exportFile, importFile } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const encode = (text: string) => new TextEncoder().encode(text);

function workbookWith(dataRows: string): Uint8Array {
  const sharedStrings = '<sst xmlns="main" count="3" uniqueCount="3">'
    + '<si><t>name</t></si>'
    + '<si><r><rPr><b/></rPr><t>Rich </t></r><r><t xml:space="preserve">text</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>'
    + '<si><t>Available</t></si></sst>';
  const header = '<x:row r="1" spans="1:5"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Serial ID</x:t></x:is></x:c>'
    + '<x:c r="C1" t="inlineStr"><x:is><x:t>firmware_version</x:t></x:is></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>status</x:t></x:is></x:c>'
    + '<x:c r="E1" t="inlineStr"><x:is><x:t>key_tag</x:t></x:is></x:c></x:row>';
  return zipSync({
    '[Content_Types].xml': encode('<Types/>'),
    '_rels/.rels': encode(`<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="/xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': encode(`<?xml version="1.0"?><x:workbook xmlns:x="main" xmlns:r="${REL}"><x:sheets>`
      + '<x:sheet name="Notes" sheetId="1" r:id="rId7"/><x:sheet name="devices" sheetId="2" r:id="rId8"/></x:sheets></x:workbook>'),
    'xl/_rels/workbook.xml.rels': encode(`<Relationships><Relationship Id="rId7" Type="${REL}/worksheet" Target="worksheets/notes.xml"/>`
      + `<Relationship Id="rId8" Type="${REL}/worksheet" Target="worksheets/data.xml"/>`
      + `<Relationship Id="rId9" Type="${REL}/sharedStrings" Target="strings.xml"/></Relationships>`),
    'xl/strings.xml': encode(sharedStrings),
    'xl/worksheets/notes.xml': encode('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>'
      + '<row r="2"><c r="A2" t="inlineStr"><is><t>not this sheet</t></is></c></row></sheetData></worksheet>'),
    'xl/worksheets/data.xml': encode(`<x:worksheet xmlns:x="main"><!-- a comment --><x:sheetData>${header}${dataRows}</x:sheetData></x:worksheet>`),
  });
}

// Cells without `r` follow on from the previous one; row 3 is missing altogether.
const GOOD_ROW = '<x:row r="2"><x:c t="s"><x:v>1</x:v></x:c>'
  + '<x:c t="str"><x:f>CONCAT("FMT-","1")</x:f><x:v>FMT-1</x:v></x:c>'
  + '<x:c s="2"><x:v>3.1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c>'
  + '<x:c t="inlineStr"><x:is><x:t>&lt;K&amp;1&gt; _x0041_ &#x263A;</x:t></x:is></x:c></x:row>';
const ERROR_ROW = '<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:t>Broken</x:t></x:is></x:c>'
  + '<x:c r="B4" t="inlineStr"><x:is><x:t>FMT-2</x:t></x:is></x:c><x:c r="C4" t="e"><x:v>#N/A</x:v></x:c></x:row>';

describe('importing workbooks from other spreadsheet programs', () => {
  it('names an error cell with its row and field', async () => {
    const answer = await importFile(server, workbookWith(GOOD_ROW + ERROR_ROW));
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([
      { row: 4, errors: { firmware_version: ['The cell holds the spreadsheet error #N/A; enter a value instead.'] } },
    ]);
  });

  it('reads the named sheet, rich text without phonetics, cached formula results, entities and escapes', async () => {
    const answer = await importFile(server, workbookWith(GOOD_ROW));
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 0 } });
    expect(await deviceTable(server)).toEqual([expect.objectContaining({
      name: 'Rich text', serial_id: 'FMT-1', firmware_version: '3.1', status: 'available', key_tag: '<K&1> A ☺',
    })]);
  });

  it('round-trips text that needs escaping: XML specials, line ends, control characters, literal _x0041_', async () => {
    await createDevice(server, { name: 'Escapes <&> "quoted"', serial_id: 'ESC-1', comment: 'one\r\ntwo\rthree _x0041_ \u0001 end' });
    const before = await deviceTable(server);
    expect(before.find((device) => device.serial_id === 'ESC-1')!.comment).toBe('one\r\ntwo\rthree _x0041_ \u0001 end');
    const answer = await importFile(server, await exportFile(server));
    expect(answer).toMatchObject({ status: 200, body: { created: 0, updated: 0 } });
    expect(await deviceTable(server)).toEqual(before);
  });
});
