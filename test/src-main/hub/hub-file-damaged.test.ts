/**
 * A damaged `hub.json` (the hub's codes and tokens), read by each of its readers — the hub's store,
 * `mus hub start`, `mus hub status` and the app's Tournoi screen (`TournamentHub.start`) — is
 * `hub/file-damaged` naming the field at fault, in the user's language, and the file is left byte
 * for byte as it was (never rewritten with new codes): before, « have is not iterable » or
 * « Unexpected end of JSON input », and the app said the hub could not open on the network.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HubFileDamaged, HubStore } from '../../../src-main/hub/hub-store.js';
import { runHub } from '../../../src-main/cli/hub-command.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { TournamentStore, TOURNAMENT_FOLDER } from '../../../src-main/electron/tournament/tournament-store.js';
import { TournamentHub } from '../../../src-main/electron/tournament/tournament-hub.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import { tournamentId } from '../../../shared/tournament/tables.js';
import { errorSeatSentence } from '../../../shared/i18n/errors.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { seededBytes, tournament } from './fixtures.js';

afterAll(removeTempDirs);

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** What a hub wrote, damaged four ways: the field each refusal names. */
function damaged(good: string): [string, string, string][] {
  const j = JSON.parse(good) as Record<string, unknown>;
  return [
    ['cut in the middle', good.slice(0, good.length >> 1), '$'],
    ['empty', '', '$'],
    ['credentials not a list', JSON.stringify({ ...j, credentials: 5 }), 'credentials'],
    ['null', 'null', '$'],
  ];
}
const JS_ERRORS = /iterable|Cannot read|Unexpected end|Unexpected token|is not a function/;

describe('a damaged hub.json: one refusal, its field named, nothing rewritten', () => {
  it('the store refuses it (with or without the tournament given) and leaves it as it was', () => {
    const dir = tempDir('mus-hubfile-');
    HubStore.open(dir, tournament(2), { random: seededBytes(1), sync: 'none' }).close();
    const path = join(dir, 'hub.json');
    for (const [name, text, field] of damaged(readFileSync(path, 'utf8'))) {
      writeFileSync(path, text);
      for (const given of [tournament(2), undefined]) {
        let thrown: unknown = null;
        try {
          HubStore.open(dir, given, { random: seededBytes(2), sync: 'none' }).close();
        } catch (e) {
          thrown = e;
        }
        expect(thrown, name).toBeInstanceOf(HubFileDamaged);
        const e = thrown as HubFileDamaged;
        expect([e.code, e.params?.field ?? '$'], name).toEqual(['hub/file-damaged', field]);
        expect(e.message, name).not.toMatch(JS_ERRORS);
        expect(readFileSync(path, 'utf8'), name).toBe(text);
      }
    }
  });

  it('mus hub start and status say it in the user\'s language, naming the field; the app\'s screen gets the code and the field', async () => {
    const dir = tempDir('mus-hubfile-cli-');
    const file = join(dir, 'night.json');
    const data = join(dir, 'data');
    const quiet = { out: () => {}, err: () => {} };
    expect(await runTournament(['create', file, '--name', 'Open de Baiona', '--date', '2026-11-27', '--rounds', '2'], quiet)).toBe(0);
    for (let i = 1; i <= 2; i++) expect(await runTournament(['add-pair', file, '--id', `p${i}`, '--team', `Team ${i}`, '--players', `A${i},B${i}`], quiet)).toBe(0);
    expect(await runTournament(['pair', file], quiet)).toBe(0);
    const folder = join(data, TOURNAMENT_FOLDER, `hub-${tournamentId(ok(foldFile(JSON.parse(readFileSync(file, 'utf8')))))}`);
    mkdirSync(folder, { recursive: true });
    const hubJson = join(folder, 'hub.json');
    const text = JSON.stringify({ format: 'mus-hub-file/1', tournament: { id: 'x', name: 'x', rules: 'ffmus', pairings: [] }, credentials: 5 });
    writeFileSync(hubJson, text);
    const run = async (...argv: string[]) => {
      let said = '';
      const code = await runHub(argv, { out: (s) => { said += `${s}\n`; }, err: (s) => { said += `${s}\n`; } });
      return { code, said };
    };
    for (const cmd of ['status', 'start']) {
      const port = cmd === 'start' ? ['--port', '0', '--no-qr'] : [];
      const fr = await run(cmd, file, '--data-dir', data, ...port, '--lang', 'fr');
      expect(fr.code, fr.said).toBe(1);
      expect(fr.said).toContain('Le fichier du hub (hub.json) est abîmé au champ credentials');
      expect(fr.said).toContain('(hub/file-damaged)');
      expect(fr.said).not.toMatch(JS_ERRORS);
      const es = await run(cmd, file, '--data-dir', data, ...port, '--lang', 'es');
      expect(es.said).toContain('El archivo del hub (hub.json) está dañado en el campo credentials');
    }
    expect(readFileSync(hubJson, 'utf8')).toBe(text);

    // the app: the Tournoi screen gets the code (its sentence in the screen's language), not « listen-failed »
    const app = join(dir, 'app');
    const store = new TournamentStore(app, { sync: false });
    ok(store.create({ name: 'Gau handia', date: '2026-11-27', rules: 'ffmus', rounds: 1, system: 'swiss' }));
    const appFolder = join(app, TOURNAMENT_FOLDER, `hub-${tournamentId(ok(foldFile(ok(store.get())!)))}`);
    mkdirSync(appFolder, { recursive: true });
    writeFileSync(join(appFolder, 'hub.json'), '{"format":"mus-hub-file/1",');
    const hub = new TournamentHub({ dataDir: app, night: () => store.get(), host: '127.0.0.1', hub: { sync: 'none' } });
    try {
      const r = await hub.start(0);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe('hub/file-damaged');
      expect(r.error.params).toBeUndefined(); // the whole file: the sentence names no field
      expect(errorSeatSentence(r.error, 'eu')).toContain('Hub-aren fitxategia (hub.json) hondatuta dago:');
    } finally {
      await hub.stop();
    }
    expect(readFileSync(join(appFolder, 'hub.json'), 'utf8')).toBe('{"format":"mus-hub-file/1",');
  });
});
