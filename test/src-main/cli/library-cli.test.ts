/**
 * `mus library …`: every subcommand in process (output captured), and the real command line once,
 * for exit codes and the absence of stack traces.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLibrary } from '../../../src-main/cli/library-command.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { checkMatchFile } from '../../../shared/format/check.js';
import { fullMatch, fullRecord, plan, tempDir, removeTempDirs } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `mus library …args` in process, the arguments as given (French unless they name a language). */
async function raw(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (s: string) => { out += s.endsWith('\n') ? s : `${s}\n`; }, err: (s: string) => { err += s.endsWith('\n') ? s : `${s}\n`; }, stdin: () => JSON.stringify(fullRecord) };
  const [cmd, ...rest] = args;
  const code = await runLibrary(cmd === undefined ? [] : [cmd, '--data-dir', dataDir, ...rest], io);
  return { code, out, err };
}

/** `mus library …args` in process, in English (`--lang en`) unless the arguments name a language. */
async function mus(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const [cmd, ...rest] = args;
  if (cmd === undefined) return raw(dataDir);
  return raw(dataDir, cmd, ...(rest.includes('--lang') ? [] : ['--lang', 'en']), ...rest);
}

afterAll(removeTempDirs);

/** An unfinished match of 12 entries whose journal ends in a torn record (a crash mid-write); its id. */
function tornMatch(data: string): string {
  const lib = new MatchLibrary(data);
  const r = lib.start(fullMatch.setup);
  if (!r.ok) throw new Error(r.error.message);
  for (const e of plan.slice(0, 12)) r.value.session!.entry(e, 'test');
  r.value.close();
  const id = r.value.id!;
  writeFileSync(lib.journalPath(id), Buffer.concat([readFileSync(lib.journalPath(id)), Buffer.from('0000 {"se')]));
  return id;
}

describe('mus library', () => {
  const data = tempDir('mus-cli-');

  it('--help says where the data folder is on each system, as defaultDataDir finds it (docs/storage.md)', async () => {
    const h = await raw(data, '--help');
    expect(h.code).toBe(0);
    for (const where of ['$MUS_DATA_DIR', '$XDG_DATA_HOME/mus-table-companion', '~/.local/share/mus-table-companion', '~/Library/Application\nSupport/mus-table-companion', '%APPDATA%\\mus-table-companion']) {
      expect(h.out).toContain(where);
    }
  });
  const files = tempDir('mus-cli-files-');
  const full = join(files, 'full.json');
  writeFileSync(full, JSON.stringify(fullRecord));

  it('imports, lists, shows, exports', async () => {
    expect(await mus(data, 'list')).toMatchObject({ code: 0, out: expect.stringContaining('no match found') });
    const imp = await mus(data, 'import', full);
    expect(imp.code).toBe(0);
    const id = itemAt(/imported as (\S+)/.exec(imp.out)!, 1);
    expect((await mus(data, 'import', '-', '--allow-duplicate')).code).toBe(0);
    const list = await mus(data, 'list', '--json', '--search', 'dufau');
    expect(JSON.parse(list.out)).toHaveLength(2);
    const text = await mus(data, 'list', '--status', 'finished');
    expect(text.out).toContain('Etxeberri / Dufau vs Lasa / Irigoien  [finished]  3-2, Etxeberri / Dufau won');
    const show = await mus(data, 'show', id);
    expect(show.code).toBe(0);
    expect(show.out).toContain('deal 24 (manche 5');
    expect(JSON.parse((await mus(data, 'show', id, '--json')).out).deals).toHaveLength(24);
    const ex = await mus(data, 'export', id);
    expect(JSON.parse(ex.out)).toMatchObject({ format: 'mus-match/1', deals: fullRecord.deals });
    const outFile = join(files, 'out.json');
    expect((await mus(data, 'export', id, '--out', outFile)).code).toBe(0);
    expect(JSON.parse(readFileSync(outFile, 'utf8')).teams).toEqual(fullRecord.teams);
  });

  it('lists every problem of a bad file by JSON path and imports nothing', async () => {
    const bad = join(files, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'mus-match/1', teams: { A: 5, B: '' }, players: 'x', deals: [] }));
    const r = await mus(data, 'import', bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain('teams.A: 5 is not a name: a name is a text of 1 to 100 characters');
    expect(r.err).toContain('teams.B: "" is empty: a name is a text');
    expect(r.err).toContain('players: must be array');
    expect(r.err).toContain('nothing imported');
    // a deal given to the library: the command that reads it
    const aDeal = join(files, 'a-deal.json');
    writeFileSync(aDeal, JSON.stringify({ format: 'mus-deal/1', rules: 'ffmus', actions: [] }));
    expect((await mus(data, 'import', aDeal)).err).toContain(`${aDeal}: this is a deal: mus settle ${aDeal}`);
    expect((await raw(data, 'import', aDeal)).err).toContain(`${aDeal} : c’est une donne : mus settle ${aDeal}`);
    const missing = await mus(data, 'import', join(files, 'nope.json'));
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('cannot read: ENOENT') });
    // in French (the default), the system's code said in French, no English left
    const manque = await raw(data, 'import', join(files, 'nope.json'));
    expect(manque.err).toContain('lecture impossible : ENOENT (ce fichier n’existe pas) — Ce fichier ne peut pas être lu');
    expect(manque.err).not.toMatch(/cannot read|no such file/);
  });

  it('import --json: a refused file is {ok: false, problems}, an imported one {ok: true, id, summary}; the text lists each problem (output unchanged by the one Result type)', async () => {
    const data = tempDir('mus-cli-json-');
    const bad = join(files, 'bad-json.json');
    writeFileSync(bad, JSON.stringify({ format: 'mus-match/1', teams: { A: 'Etxe', B: '' }, deals: [{ actions: [{ phase: 'grande', seat: 0, act: 'bet', amount: 'two' }] }] }));
    const name = 'teams.B: \\"\\" is empty: a name is a text of 1 to 100 characters, without control or writing-direction characters';
    const r = await mus(data, 'import', bad, '--json');
    expect(r).toEqual({
      code: 1, err: '',
      out: `{
  "ok": false,
  "problems": [
    {
      "path": "deals[0].actions[0].amount",
      "message": "deals[0].actions[0].amount: must be integer",
      "code": "schema/type"
    },
    {
      "path": "teams.B",
      "code": "format/bad-name",
      "message": "${name}"
    }
  ]
}
`,
    });
    expect(await mus(data, 'import', bad)).toEqual({
      code: 1, out: '',
      err: `mus library import: ${bad}: 2 problems, nothing imported
  deals[0].actions[0].amount: must be integer (schema/type)
  ${name.replace(/\\"/g, '"')} (format/bad-name)
`,
    });
    const ok = await mus(data, 'import', full, '--json');
    expect(ok.code).toBe(0);
    const answer = JSON.parse(ok.out) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['ok', 'id', 'summary']);
    expect(answer).toMatchObject({ ok: true, summary: { id: answer.id, status: 'finished' } });
  });

  it('refuses invalid UTF-8 naming the byte offset, and unknown keys; accepts a BOM (the input gate)', async () => {
    const data = tempDir('mus-cli-gate-');
    const t = JSON.stringify({ ...fullRecord, teams: { A: 'Peña', B: 'Ibañez' } });
    const latin1 = join(files, 'latin1.json');
    writeFileSync(latin1, Buffer.from(t, 'latin1'));
    const at = Buffer.from(t, 'latin1').indexOf(0xf1);
    const r = await mus(data, 'import', latin1, '--allow-duplicate');
    expect(r.code).toBe(1);
    expect(r.err).toContain('format/bad-utf8');
    expect(r.err).toContain(`byte offset ${at}`);
    const flipped = join(files, 'flipped.json');
    const rec = JSON.parse(JSON.stringify(fullRecord));
    rec.deals[0].actions[1] = { ...rec.deals[0].actions[1], amuont: 2 };
    writeFileSync(flipped, JSON.stringify(rec));
    const f = await mus(data, 'import', flipped, '--allow-duplicate');
    expect(f.code).toBe(1);
    expect(f.err).toContain('deals[0].actions[1].amuont');
    const bom = join(files, 'bom.json');
    writeFileSync(bom, `\ufeff${JSON.stringify(fullRecord)}`);
    expect((await mus(data, 'import', bom, '--allow-duplicate')).code).toBe(0);
    const deep = join(files, 'deep.json');
    writeFileSync(deep, '['.repeat(50_000) + ']'.repeat(50_000));
    expect(await mus(data, 'import', deep)).toMatchObject({ code: 1, err: expect.stringContaining('format/too-deep') });
  });

  it('deletes only with the token it printed', async () => {
    const lib = new MatchLibrary(data);
    const id = itemAt(lib.list(), 0).id;
    const ask = await mus(data, 'delete', id);
    expect(ask.code).toBe(1);
    const token = itemAt(/--confirm (\S+)/.exec(ask.err)!, 1);
    expect((await mus(data, 'delete', id, '--confirm', 'nope')).err).toContain('library/confirm-mismatch');
    const del = await mus(data, 'delete', id, '--confirm', token);
    expect(del).toMatchObject({ code: 0, out: expect.stringContaining('deleted') });
    expect(new MatchLibrary(data).list().map((s) => s.id)).not.toContain(id);
  });

  it('prints standings as a table, CSV and JSON', async () => {
    const csv = await mus(data, 'standings', '--csv');
    expect(csv.out).toBe('rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played\r\n1,Etxeberri / Dufau,1,1,0,0,3,5\r\n2,Lasa / Irigoien,1,0,2,78,2,5\r\n');
    expect((await mus(data, 'standings')).out).toContain('1 finished match\nrank team');
    expect(JSON.parse((await mus(data, 'standings', '--json')).out).rows).toHaveLength(2);
  });

  it('exports a match stopped mid-deal (its journal torn) as its finished deals, says in the user\'s language which deal it left out, and the file imports back', async () => {
    const own = tempDir('mus-cli-midnight-');
    const lib = new MatchLibrary(own);
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of plan.slice(0, 30)) r.value.session!.entry(e, 'test');
    const cur = r.value.session!.match.view.current!;
    const done = r.value.session!.match.view.deals.length;
    r.value.close();
    const id = r.value.id!;
    writeFileSync(lib.journalPath(id), Buffer.concat([readFileSync(lib.journalPath(id)), Buffer.from('0000 {"se')]));
    const outFile = join(files, 'mid-night.json');
    const en = await mus(own, 'export', id, '--out', outFile);
    expect(en.code).toBe(0);
    expect(en.err).toContain(`the match is not over: deal ${cur.index + 1} (manche ${cur.manche + 1}, at ${cur.state.stage}, ${cur.state.log.length} actions entered) is left out, the file holds the ${done} finished deals`);
    const fr = await raw(own, 'export', id);
    expect(fr.err).toContain(`la partie n’est pas finie : la donne ${cur.index + 1} (manche ${cur.manche + 1}`);
    const file = JSON.parse(readFileSync(outFile, 'utf8')) as { deals: unknown[] };
    expect(JSON.parse(fr.out)).toEqual(file);
    expect(file.deals).toHaveLength(done);
    expect(checkMatchFile(file)).toEqual([]); // what mus check and mus replay say of it
    const back = await mus(own, 'import', outFile);
    expect(back.code).toBe(0);
    const newId = itemAt(/imported as (\S+)/.exec(back.out)!, 1);
    expect(new MatchLibrary(own).get(newId)).toMatchObject({ status: 'in-progress', deals: done });
    // a finished match says nothing of the kind
    const whole = await mus(own, 'import', full);
    const fullId = itemAt(/imported as (\S+)/.exec(whole.out)!, 1);
    expect((await mus(own, 'export', fullId)).err).toBe('');
  });

  it('recovers unfinished matches and reports a torn last record', async () => {
    const id = tornMatch(data);
    const rec = await mus(data, 'recover');
    expect(rec.code).toBe(0);
    expect(rec.out).toContain(`${id}: ready to resume at deal 1, manche 1`);
    expect(rec.out).toContain('warning: line 15 (byte');
    expect((await mus(data, 'recover')).out).not.toContain('warning');
  });

  it('usage errors exit 2, failures exit 1, never a stack trace', async () => {
    expect((await mus(data)).code).toBe(2);
    expect((await mus(data, 'frobnicate')).code).toBe(2);
    expect((await mus(data, 'list', '--bogus')).code).toBe(2);
    expect((await mus(data, 'list', '--confirm', 'x')).code).toBe(2);
    expect((await mus(data, 'list', '--status', 'lost')).code).toBe(2);
    expect((await mus(data, 'list', '--from', 'yesterday')).code).toBe(2);
    expect((await mus(data, 'show')).code).toBe(2);
    const bad = await mus(data, 'show', '../../etc/passwd');
    expect(bad).toMatchObject({ code: 1, err: expect.stringContaining('library/bad-id') });
    expect((await mus(data, 'export', 'missing-id')).err).toContain('library/no-such-match');
  });

  it('runs as `mus library` from the command line', () => {
    // through the launcher, as `npm run -s mus -- library …` runs it (a pre-built bundle: no tsx start)
    const ok = execFileSync(process.execPath, ['bin/mus.mjs', 'library', 'list', '--data-dir', data], { cwd: root, encoding: 'utf8' });
    expect(ok).toContain('Etxeberri / Dufau');
    const r = spawnSync(process.execPath, ['bin/mus.mjs', 'library', 'import', '/nonexistent/x.json'], { cwd: root, encoding: 'utf8', env: { ...process.env, MUS_DATA_DIR: data } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('lecture impossible : ENOENT');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  describe('in the language of --lang (French by default), --json the same in every language', () => {
    const data = tempDir('mus-cli-lang-');
    const bad = join(files, 'bad-lang.json');
    writeFileSync(bad, JSON.stringify({ format: 'mus-match/1', teams: { A: 5, B: '' }, deals: [] }));
    const one = join(files, 'one-problem.json');
    writeFileSync(one, JSON.stringify({ ...fullRecord, teams: { ...fullRecord.teams, B: '' } }));

    it('French by default: list, show, a refused import (one problem, two problems), a missing match', async () => {
      expect(await raw(data, 'list')).toMatchObject({ code: 0, out: expect.stringMatching(/^aucune partie trouvée dans /) });
      expect(await raw(data, 'recover')).toEqual({ code: 0, out: 'aucune partie en cours\n', err: '' });
      const imp = await raw(data, 'import', full);
      expect(imp.code).toBe(0);
      const id = itemAt(/^importée sous (\S+)$/m.exec(imp.out)!, 1);
      expect((await raw(data, 'list')).out).toMatch(new RegExp(`^${id}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  Etxeberri / Dufau c\\. Lasa / Irigoien  \\[finished\\]  3-2, Etxeberri / Dufau gagne\n$`));
      const show = await raw(data, 'show', id);
      expect(show.code).toBe(0);
      expect(show.out).toContain('joueurs : Peio, Maite, Battitt, Xan   règles : ffmus\n');
      expect(show.out).toContain('  donne 1 (manche 1, esku : Peio) : 0-0 -> 2-24\n');
      expect(show.out).toMatch(/ : 416 enregistrements, (\d+) octets valides sur \1, sain, ouvert en lecture\n$/);
      expect(await raw(data, 'import', bad)).toEqual({
        code: 1, out: '',
        err: `mus library import : ${bad} : 2 problèmes, rien n’est importé
  teams.A: 5 n’est pas un nom : un nom est un texte de 1 à 100 caractères, sans caractère de contrôle ni de sens d’écriture (format/bad-name) — Un nom a de 1 à 100 caractères, sans caractère de contrôle, de sens d’écriture forcé, ni demi-caractère isolé
  teams.B: "" est vide : un nom est un texte de 1 à 100 caractères, sans caractère de contrôle ni de sens d’écriture (format/bad-name) — Un nom a de 1 à 100 caractères, sans caractère de contrôle, de sens d’écriture forcé, ni demi-caractère isolé
`,
      });
      expect((await raw(data, 'import', one)).err).toMatch(new RegExp(`^mus library import : ${one} : 1 problème, rien n’est importé\n  teams\\.B: `));
      expect(await raw(data, 'show', 'nope')).toMatchObject({ code: 1, err: expect.stringMatching(/^mus library: library\/no-such-match: no match nope in .* — Cette partie n’est pas dans la bibliothèque\n$/) });
      expect((await raw(data, 'standings')).out).toMatch(/^1 partie finie\nrang équipe {26}parties  victoires  manches  points\n1 {4}Etxeberri \/ Dufau/);
    });

    it('Spanish and Basque: list, show, a refused import', async () => {
      const id = itemAt(new MatchLibrary(data).list(), 0).id;
      const es = { list: await raw(data, 'list', '--lang', 'es'), show: await raw(data, 'show', id, '--lang', 'es'), imp: await raw(data, 'import', bad, '--lang', 'es') };
      expect(es.list.out).toContain('  Etxeberri / Dufau c. Lasa / Irigoien  [finished]  3-2, gana Etxeberri / Dufau\n');
      expect(es.show.out).toContain('jugadores: Peio, Maite, Battitt, Xan   reglas: ffmus\n');
      expect(es.show.out).toContain('  reparto 24 (chico 5, mano: Xan): ');
      expect(es.imp).toMatchObject({ code: 1, err: expect.stringContaining(`mus library import: ${bad}: 2 problemas, no se importa nada\n  teams.A: 5 no es un nombre: un nombre es un texto de 1 a 100 caracteres`) });
      expect(es.imp.err).toContain('(format/bad-name) — Un nombre tiene de 1 a 100 caracteres');
      const eu = { list: await raw(data, 'list', '--lang', 'eu'), show: await raw(data, 'show', id, '--lang', 'eu'), imp: await raw(data, 'import', bad, '--lang', 'eu') };
      expect(eu.list.out).toContain('  Etxeberri / Dufau - Lasa / Irigoien  [finished]  3-2, Etxeberri / Dufau irabazle\n');
      expect(eu.show.out).toContain('jokalariak: Peio, Maite, Battitt, Xan   arauak: ffmus\n');
      expect(eu.show.out).toContain('  24. eskua (5. partida, esku: Xan): ');
      expect(eu.imp).toMatchObject({ code: 1, err: expect.stringContaining(`mus library import: ${bad}: 2 arazo, ez da ezer inportatu\n`) });
      expect(eu.imp.err).toContain('(format/bad-name) — Izen batek 1etik 100era karaktere ditu');
    });

    it('recover and delete in French', async () => {
      const id = tornMatch(data);
      const rec = await raw(data, 'recover');
      expect(rec.out).toMatch(new RegExp(`^${id} : prête à reprendre à la donne 1, manche 1, \\S+, \\d+-\\d+ \\(\\d+ enregistrements\\)\n  avertissement : line 15 \\(byte`));
      expect((await raw(data, 'recover')).out).not.toContain('avertissement');
      expect((await raw(data, 'show', id)).out).toMatch(/\n  maintenant : donne 1, manche 1, à \S+, score \d+-\d+\n/);
      const ask = await raw(data, 'delete', id);
      expect(ask.err).toMatch(/^pas supprimée : pour supprimer cette partie, lancez\n  mus library delete \S+ --confirm \S+\n$/);
      const token = itemAt(/--confirm (\S+)/.exec(ask.err)!, 1);
      expect((await raw(data, 'delete', id, '--confirm', token)).out).toMatch(new RegExp(`^${id} supprimée \\(déplacée vers .+\\)\n$`));
    });

    it('--json and --csv are the same in every language; an unknown language is a usage error', async () => {
      const id = itemAt(new MatchLibrary(data).list(), 0).id;
      for (const args of [['list', '--json'], ['show', id, '--json'], ['import', bad, '--json'], ['standings', '--csv'], ['standings', '--json']]) {
        const en = await mus(data, ...args, '--lang', 'en');
        for (const lang of ['fr', 'es', 'eu']) expect(await mus(data, ...args, '--lang', lang), `${args.join(' ')} --lang ${lang}`).toEqual(en);
      }
      const x = await raw(data, 'list', '--lang', 'de');
      expect(x).toMatchObject({ code: 2, err: expect.stringContaining('--lang : "de" n’est pas l’une des valeurs fr, eu, es, en') });
    });
  });
});
