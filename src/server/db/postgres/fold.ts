// `kitroom_fold` on PostgreSQL: src/contract/fold.ts's foldText as an SQL function the search triggers call, since
// PostgreSQL cannot call into JavaScript. foldText folds each character on its own once the text is NFD with its
// marks dropped, so the function is NFD, then one table of what foldText makes of each character, computed here
// from foldText itself when the migration runs: characters folding to one character (or to none: the marks) through
// translate(), the few folding to several (ß → ss, ﬁ → fi) through replace(). Checked against foldText by
// tests/server/postgres/fold.test.ts. A database folded under another FOLD_RULE_VERSION is folded again at start-up,
// with this function made again (docs/postgres-port.md).
import { sql, type RawBuilder } from 'kysely';
import { foldText } from '../../../contract/fold';

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = [0xd800, 0xdfff] as const;

interface FoldTable {
  /** characters translate() maps, one to one, then those it drops (translate drops what `to` has no place for) */
  from: string;
  to: string;
  /** characters folding to more than one */
  several: Array<[string, string]>;
}

function foldTable(): FoldTable {
  const single: string[] = [];
  const singleTo: string[] = [];
  const dropped: string[] = [];
  const several: Array<[string, string]> = [];
  for (let point = 0; point <= LAST_CODE_POINT; point += 1) {
    if (point >= SURROGATES[0] && point <= SURROGATES[1]) continue;
    const character = String.fromCodePoint(point);
    if (character.normalize('NFD') !== character) continue; // never seen after NFD
    const folded = foldText(character);
    if (folded === character) continue;
    const length = [...folded].length;
    if (length === 0) dropped.push(character);
    else if (length === 1) {
      single.push(character);
      singleTo.push(folded);
    } else several.push([character, folded]);
  }
  return { from: [...single, ...dropped].join(''), to: singleTo.join(''), several };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statement that makes (or makes again) kitroom_fold(text). */
export function foldFunctionSql(): RawBuilder<unknown> {
  const { from, to, several } = foldTable();
  let folded = `translate(normalize(value, NFD), ${literal(from)}, ${literal(to)})`;
  for (const [character, replacement] of several) folded = `replace(${folded}, ${literal(character)}, ${literal(replacement)})`;
  return sql.raw(`CREATE OR REPLACE FUNCTION kitroom_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $fold$ SELECT CASE WHEN value ~ '^[\\x01-\\x7f]*$' THEN lower(value) ELSE ${folded} END $fold$`);
}
