// Fills a fresh data folder with the first admin, 50 000 users and 50 000 spaces through the server's own code:
// its migrations (search indexes and their triggers included), createFirstAdmin, and the demo loader's chunked
// multi-row inserts in one write transaction. The rows go through the same triggers as the API's inserts, so the
// folded FTS5 copies the searches read are the server's own. The tools are bundled from src/ into
// node_modules/.cache, so that packages resolve from node_modules and no build of dist/ by someone else removes them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './lib.mjs';

const FIRST = ['Ana', 'Joana', 'Inês', 'Mariana', 'Beatriz', 'João', 'Tiago', 'Pedro', 'Miguel', 'Gonçalo', 'Lucía', 'María', 'Javier', 'Álvaro', 'Íñigo', 'Carmen'];
const LAST = ['Silva', 'Santos', 'Ferreira', 'Conceição', 'Gonçalves', 'Ribeiro', 'García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Ibáñez', 'Álvarez', 'Romero'];
const DOMAINS = ['atlanticoeventos.pt', 'feirasdonorte.pt', 'congressosplus.pt', 'madridexpone.es', 'levanteeventos.es'];
const VENUES = ['Museu Municipal', 'Biblioteca Municipal', 'Centro Cultural', 'Galeria de Arte', 'Livraria Central', 'Museo de Historia', 'Biblioteca Pública', 'Tienda de Diseño'];
const CITIES = ['Lisboa', 'Porto', 'Anadia', 'Coimbra', 'Évora', 'Guimarães', 'Madrid', 'Sevilla', 'Salamanca', 'Bilbao'];

const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function loadTools() {
  const outDir = join(root, 'node_modules', '.cache', 'bench-people');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'tools.mjs');
  await esbuild.build({
    bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning',
    stdin: {
      resolveDir: root,
      loader: 'ts',
      contents: `export { writeTransaction } from './src/server/db/database';
        export { openDatabase } from './src/server/db/open';
        export { insertInChunks } from './src/server/db/demo/insert';
        export { createFirstAdmin } from './src/server/bootstrap';
        export { UNUSABLE_PASSWORD } from './src/server/http/passwords';
        export { emailKey } from './src/contract/emailIdentity';`,
    },
    outfile,
  });
  return import(`${outfile}?${Date.now()}`);
}

/** Users 2…count+1 (the admin is 1): "Ana Silva", "ana.silva.17@feirasdonorte.pt", created one minute apart. */
function* usersOf(count, passwordHash, startMs, emailKey) {
  for (let index = 0; index < count; index += 1) {
    const first = FIRST[index % FIRST.length];
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length];
    const at = new Date(startMs + index * 60_000).toISOString();
    const email = `${plain(first)}.${plain(last)}.${index}@${DOMAINS[index % DOMAINS.length]}`;
    yield {
      name: `${first} ${last}`,
      email,
      email_key: emailKey(email),
      phone_number: index % 7 === 0 ? null : `+351 91${String(index).padStart(7, '0')}`,
      password_hash: passwordHash,
      role: null,
      created_at: at,
      updated_at: at,
    };
  }
}

/** "Museu Municipal de Évora 1234", with a unique slug; every other space owned by one of the users. */
function* spacesOf(count, userCount, startMs) {
  for (let index = 0; index < count; index += 1) {
    const name = `${VENUES[index % VENUES.length]} de ${CITIES[Math.floor(index / VENUES.length) % CITIES.length]} ${index}`;
    const at = new Date(startMs + index * 60_000).toISOString();
    yield {
      name,
      slug: plain(name).replace(/[^a-z0-9]+/g, '-'),
      capacity: 50 + (index % 950),
      current_count: index % 50,
      website: index % 3 === 0 ? null : `https://www.${plain(name).replace(/[^a-z0-9]+/g, '')}.pt`,
      facebook: index % 2 === 0 ? null : `https://www.facebook.com/space${index}`,
      phone_number: index % 5 === 0 ? null : `+351 21${String(index).padStart(7, '0')}`,
      user_id: index % 2 === 0 ? 2 + (index % userCount) : null,
      premium: index % 4 === 0 ? 1 : 0,
      created_at: at,
      updated_at: at,
    };
  }
}

/** Seeds `dataDir` (empty) for a server started afterwards with ADMIN_PASSWORD `password`; answers the seconds taken. */
export async function seedPeople(dataDir, { users, spaces, password }) {
  const tools = await loadTools();
  const started = performance.now();
  const { db, close } = await tools.openDatabase(join(dataDir, 'kitroom.sqlite'));
  try {
    await tools.createFirstAdmin(db, 'admin@example.com', password);
    const startMs = Date.parse('2024-01-01T00:00:00Z');
    await tools.writeTransaction(db, async (trx) => {
      await tools.insertInChunks(trx, 'users', usersOf(users, tools.UNUSABLE_PASSWORD, startMs, tools.emailKey));
      await tools.insertInChunks(trx, 'spaces', spacesOf(spaces, users, startMs));
    });
  } finally {
    await close();
  }
  return (performance.now() - started) / 1000;
}
