// An adversarial corpus of spreadsheets, generated here: files that froze the server (quadratic scans on unclosed
// tags and on cells without references), damaged XML of every kind, truncations, entity expansion. Each must be
// refused with a 400 under `file` within 2 s, and leave the device table as it was. A few valid but unusual
// workbooks (CDATA, a formula whose result was never saved) are checked to be read exactly, or reported by row.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { deviceTable, importFile } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const encode = (text: string) => new TextEncoder().encode(text);

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Devices" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const SHARED = '<sst><si><t>name</t></si><si><t>serial_id</t></si></sst>';
const HEADER = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>';
const ROW = '<row r="2"><c r="A2" t="inlineStr"><is><t>Scanner</t></is></c><c r="B2" t="inlineStr"><is><t>SER-1</t></is></c></row>';
const sheet = (rows: string) => `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
const GOOD_SHEET = sheet(HEADER + ROW);

type Parts = Record<string, string | Uint8Array>;

function workbook(overrides: Parts = {}): Uint8Array {
  const parts: Parts = {
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/sharedStrings.xml': SHARED,
    'xl/worksheets/sheet1.xml': GOOD_SHEET,
    ...overrides,
  };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, data]) => [name, typeof data === 'string' ? encode(data) : data])));
}

const withSheet = (xml: string | Uint8Array) => workbook({ 'xl/worksheets/sheet1.xml': xml });

/** The corpus: name → file. Every one must be refused. */
const corpus: Record<string, Uint8Array> = {
  // the files of the issue: a quadratic regex on an unclosed tag, cells without references
  'relationships: 40 000 unclosed "<Relationship "': workbook({ '_rels/.rels': '<Relationship '.repeat(40_000) }),
  'workbook: 40 000 unclosed "<sheet "': workbook({ 'xl/workbook.xml': `<workbook>${'<sheet '.repeat(40_000)}` }),
  'workbook relationships: unclosed attribute value': workbook({ 'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1${' x'.repeat(50_000)}` }),
  'one row of 300 000 cells without references (9 KB)': withSheet(sheet(HEADER + `<row>${'<c><v>1</v></c>'.repeat(300_000)}</row>`)),
  'one row of 500 000 cells without references': withSheet(sheet(`<row>${'<c><v>1</v></c>'.repeat(500_000)}</row>`)),
  '200 000 "<" without ">"': withSheet(`<worksheet><sheetData>${'<'.repeat(200_000)}`),
  '100 000 unclosed comments': withSheet(`<worksheet>${'<!--'.repeat(100_000)}`),
  '100 000 "&" without ";"': withSheet(sheet(`<row r="2"><c t="inlineStr"><is><t>${'&'.repeat(100_000)}</t></is></c></row>`)),
  // entity expansion: a DTD is never read
  'billion laughs': withSheet(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">`
    + `<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><worksheet><sheetData>${HEADER}`
    + '<row r="2"><c t="inlineStr"><is><t>&lol3;</t></is></c></row></sheetData></worksheet>'),
  'external entity': withSheet(`<!DOCTYPE w [<!ENTITY x SYSTEM "file:///etc/passwd">]>${sheet(HEADER + '<row r="2"><c t="inlineStr"><is><t>&x;</t></is></c></row>')}`),
  'undeclared entity': withSheet(sheet(HEADER + '<row r="2"><c t="inlineStr"><is><t>&nbsp;</t></is></c></row>')),
  'shared strings with a DTD': workbook({ 'xl/sharedStrings.xml': '<!DOCTYPE sst [<!ENTITY a "b">]><sst><si><t>&a;</t></si></sst>' }),
  // damaged structure
  'unclosed last row': withSheet(`<worksheet><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>Lost</t></is></c></sheetData></worksheet>`),
  'unclosed cell': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>Lost</t></is></row>`)),
  'truncated after the last row': withSheet(`<worksheet><sheetData>${HEADER}${ROW}`),
  'mismatched end tag': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>x</is></t></c></row>`)),
  'end tag closing nothing': withSheet(`${sheet(HEADER + ROW)}</worksheet>`),
  'two root elements': withSheet(sheet(HEADER) + sheet(ROW)),
  'text outside the root': withSheet(`junk${GOOD_SHEET}`),
  'no element at all': withSheet('<?xml version="1.0"?>'),
  'empty part': withSheet(''),
  'row inside a row': withSheet(sheet(`${HEADER}<row r="2"><row r="3"></row></row>`)),
  'cell inside a cell': withSheet(sheet(`${HEADER}<row r="2"><c r="A2"><c r="B2"><v>1</v></c></c></row>`)),
  'cell outside a row': withSheet(sheet(`${HEADER}<c r="A2"><v>1</v></c>`)),
  'rows out of order': withSheet(sheet(`${HEADER}<row r="3"><c r="A3" t="inlineStr"><is><t>a</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>b</t></is></c></row>`)),
  'a row number repeated': withSheet(sheet(`${HEADER}${ROW}${ROW}`)),
  'row number zero': withSheet(sheet(`<row r="0"><c t="inlineStr"><is><t>name</t></is></c></row>`)),
  'row number not a number': withSheet(sheet(`<row r="x1"><c t="inlineStr"><is><t>name</t></is></c></row>`)),
  'row number past Excel': withSheet(sheet(`${HEADER}<row r="1048577"><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  'cells out of order': withSheet(sheet(`${HEADER}<row r="2"><c r="B2" t="inlineStr"><is><t>S</t></is></c><c r="A2" t="inlineStr"><is><t>N</t></is></c></row>`)),
  'a cell repeated': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>one</t></is></c><c r="A2" t="inlineStr"><is><t>two</t></is></c></row>`)),
  'a cell naming another row': withSheet(sheet(`${HEADER}<row r="2"><c r="A3" t="inlineStr"><is><t>x</t></is></c></row>`)),
  'a cell reference that is not one': withSheet(sheet(`${HEADER}<row r="2"><c r="2A" t="inlineStr"><is><t>x</t></is></c></row>`)),
  'a column past XFD': withSheet(sheet(`${HEADER}<row r="2"><c r="XFE2"><v>1</v></c></row>`)),
  'an unknown cell type': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="zz"><v>1</v></c></row>`)),
  'a number cell holding text': withSheet(sheet(`${HEADER}<row r="2"><c r="A2"><v>twelve</v></c></row>`)),
  'a number cell holding Infinity': withSheet(sheet(`${HEADER}<row r="2"><c r="A2"><v>1e999</v></c></row>`)),
  'a shared string past the table': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="s"><v>7</v></c></row>`)),
  'a shared string index that is not an integer': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="s"><v>1.5</v></c></row>`)),
  'a negative shared string index': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="s"><v>-1</v></c></row>`)),
  'a boolean that is 2': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="b"><v>2</v></c></row>`)),
  'a nested string item': workbook({ 'xl/sharedStrings.xml': '<sst><si><t>name</t><si><t>x</t></si></si></sst>' }),
  // damaged tags and attributes
  'unquoted attribute': withSheet(sheet(`${HEADER}<row r=2><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  'attribute without a value': withSheet(sheet(`${HEADER}<row r><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  'attributes run together': withSheet(sheet(`${HEADER}<row r="2"><c r="A2"t="inlineStr"><is><t>x</t></is></c></row>`)),
  'repeated attribute': withSheet(sheet(`${HEADER}<row r="2" r="3"><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  '"<" in an attribute': withSheet(sheet(`${HEADER}<row r="2<"><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  'unclosed attribute value': withSheet(sheet(`${HEADER}<row r="2><c t="inlineStr"><is><t>x</t></is></c></row>`)),
  '100 attributes on one element': withSheet(sheet(`${HEADER}<row r="2" ${Array.from({ length: 100 }, (_, index) => `a${index}="1"`).join(' ')}/>`)),
  'elements nested 200 deep': withSheet(`<worksheet>${'<x>'.repeat(200)}${'</x>'.repeat(200)}</worksheet>`),
  'a tag without a name': withSheet(sheet(`${HEADER}< row r="2"/>`)),
  'unclosed CDATA': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t><![CDATA[never closed</t></is></c></row>`)),
  'unclosed processing instruction': withSheet(`<?xml version="1.0"${GOOD_SHEET.slice(21)}`),
  'a markup declaration': withSheet(`<!ELEMENT worksheet ANY>${GOOD_SHEET}`),
  // characters
  'a bare "&"': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>Fish & Chips</t></is></c></row>`)),
  'a reference to NUL': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>a&#0;b</t></is></c></row>`)),
  'a reference to a lone surrogate': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>a&#xD800;b</t></is></c></row>`)),
  'an escaped lone surrogate (_xD800_)': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>a_xD800_b</t></is></c></row>`)),
  'a raw control character': withSheet(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>a\u0001b</t></is></c></row>`)),
  'bytes that are not UTF-8': withSheet(new Uint8Array([...encode(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`)), 0xff, 0xfe, ...encode('</t></is></c></row></sheetData></worksheet>')])),
  'an encoded lone surrogate (CESU)': withSheet(new Uint8Array([...encode(sheet(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`)), 0xed, 0xa0, 0x80, ...encode('</t></is></c></row></sheetData></worksheet>')])),
  'a UTF-16 part': withSheet(new Uint8Array([0xff, 0xfe, ...Array.from(GOOD_SHEET).flatMap((character) => [character.charCodeAt(0), 0])])),
};

// Truncations of a valid sheet at 24 points spread over its length (the empty and the whole part excluded).
for (let cut = 1; cut <= 24; cut += 1) {
  const at = Math.floor((GOOD_SHEET.length * cut) / 25);
  corpus[`sheet truncated at ${at} of ${GOOD_SHEET.length} characters`] = withSheet(GOOD_SHEET.slice(0, at));
}
for (const at of [10, 40, 80]) corpus[`relationships truncated at ${at}`] = workbook({ '_rels/.rels': ROOT_RELS.slice(0, at) + ROOT_RELS.slice(at).replace(/<.*/s, '') });

describe('the adversarial spreadsheet corpus', () => {
  it('is sane: the untouched workbook imports', async () => {
    const answer = await importFile(server, workbook());
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 0 } });
  });

  it.each(Object.keys(corpus))('refuses %s with a 400 under "file" in less than 2 s', async (name) => {
    const before = await deviceTable(server);
    const started = performance.now();
    const answer = await importFile(server, corpus[name]!);
    const elapsed = performance.now() - started;
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['file']);
    expect(answer.body.file[0]).toMatch(/^The (file|sheet|workbook)/);
    expect(elapsed).toBeLessThan(2000);
    expect(await deviceTable(server)).toEqual(before);
  });
});

describe('unusual but valid sheet XML', () => {
  it('reads CDATA as the text it holds', async () => {
    const rows = `${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t><![CDATA[<Caixa> & Co]]></t></is></c>`
      + '<c r="B2" t="inlineStr"><is><t>CD-<![CDATA[1]]></t></is></c></row>';
    const answer = await importFile(server, withSheet(sheet(rows)));
    expect(answer).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await deviceTable(server)).find((device) => device.serial_id === 'CD-1')?.name).toBe('<Caixa> & Co');
  });

  it('reports a formula without a saved result by row and field, instead of reading it as empty', async () => {
    const before = await deviceTable(server);
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>';
    const answer = await importFile(server, withSheet(sheet(`${header}<row r="2"><c r="A2"><f>1+1</f></c><c r="B2" t="inlineStr"><is><t>Made up</t></is></c></row>`)));
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([{ row: 2, errors: { id: [expect.stringMatching(/formula whose result was never saved/)] } }]);
    expect(await deviceTable(server)).toEqual(before);
  });

  // openpyxl writes a formula with an empty <v/>, and shared formulas can stand alone as <f t="shared" si="0"/>
  it.each([
    ['an empty <v/> (openpyxl)', '<c r="A2"><f>1+1</f><v/></c>'],
    ['an empty <v></v>', '<c r="A2"><f>1+1</f><v></v></c>'],
    ['a shared formula and no <v>', '<c r="A2"><f t="shared" ref="A2:A3" si="0"/></c>'],
    ['no reference and no <v>', '<c><f>1+1</f></c>'],
    ['a text formula and no <v>', '<c r="A2" t="str"><f>"7"</f></c>'],
    ['a boolean formula with an empty <v>', '<c r="A2" t="b"><f>TRUE()</f><v></v></c>'],
  ])('refuses an id formula without a saved value written as %s, naming the row and column, importing nothing', async (_, idCell) => {
    const before = await deviceTable(server);
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>';
    const made = '<row r="3"><c r="B3" t="inlineStr"><is><t>Good row</t></is></c></row>';
    const rows = `${header}<row r="2">${idCell}<c r="B2" t="inlineStr"><is><t>Made up</t></is></c></row>${made}`;
    const answer = await importFile(server, withSheet(sheet(rows)));
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([{ row: 2, errors: { id: [expect.stringMatching(/formula whose result was never saved/)] } }]);
    expect(await deviceTable(server)).toEqual(before);
  });

  it('reads a formula whose saved text result is empty (Excel\'s ="") as an empty cell', async () => {
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="B1" t="inlineStr"><is><t>comment</t></is></c></row>';
    const rows = `${header}<row r="2"><c r="A2" t="inlineStr"><is><t>Empty result</t></is></c><c r="B2" t="str"><f>""</f><v></v></c></row>`;
    const answer = await importFile(server, withSheet(sheet(rows)));
    expect(answer).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await deviceTable(server)).find((device) => device.name === 'Empty result')?.comment).toBe('');
  });

  it('reads rows and cells without references, a byte order mark, comments and processing instructions', async () => {
    const rows = '<row><c t="inlineStr"><is><t>name</t></is></c><c t="inlineStr"><is><t>serial_id</t></is></c></row><!-- note -->'
      + '<?pi data?><row><c t="inlineStr"><is><t>Plain</t></is></c><c t="inlineStr"><is><t>PL-1</t></is></c></row>';
    const answer = await importFile(server, withSheet(`\uFEFF${sheet(rows)}`));
    expect(answer).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await deviceTable(server)).find((device) => device.serial_id === 'PL-1')?.name).toBe('Plain');
  });
});
