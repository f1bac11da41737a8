/**
 * `mus tournament add-pair` refuses a pair whose name the league would take for a registered
 * pair's (« b/a » after « A / B »: `registerPair`), naming both names and the pair id in the
 * language of `--lang`, and leaves the file as it was; a name the model already refused is said as
 * before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-add-pair-'));
});
const mus = (...args: string[]) => musInProcess(['tournament', ...args]);
const DETAIL = '--team: the team "b/a" would be one team with "A / B" (pair p01) in the league (the names differ only in case, spaces or the partners\' order); rename it (tournament/duplicate-pair)';

describe('mus tournament add-pair, a name the league would take for a registered pair\'s', () => {
  it('is refused in each language, naming both names and the pair id; the file is as it was', async () => {
    const f = join(dir, 'night.json');
    expect((await mus('create', f, '--name', 'Gaua', '--date', '2026-11-27', '--rounds', '2')).code).toBe(0);
    expect((await mus('add-pair', f, '--id', 'p01', '--team', 'A / B', '--players', 'Peio,Battitt')).code).toBe(0);
    const before = readFileSync(f, 'utf8');
    expect(await mus('add-pair', f, '--id', 'p02', '--team', 'b/a', '--players', 'Maite,Xan')).toEqual({
      code: 1, out: '',
      err: 'mus tournament: --team: « b/a » serait pour la ligue la même équipe que « A / B » (paire p01), déjà inscrite : les noms ne diffèrent que par les majuscules, les espaces ou l’ordre des partenaires ; changez le nom (tournament/duplicate-pair)\n',
    });
    expect(await mus('add-pair', f, '--id', 'p02', '--team', 'b/a', '--players', 'Maite,Xan', '--lang', 'en')).toEqual({ code: 1, out: '', err: `mus tournament: ${DETAIL}\n` });
    for (const lang of ['es', 'eu']) {
      const r = await mus('add-pair', f, '--id', 'p02', '--team', ' B /a', '--players', 'Maite,Xan', '--lang', lang);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/«B \/a» .*«A \/ B» .*p01/);
    }
    expect(readFileSync(f, 'utf8')).toBe(before);
    // the model's own refusal of the same name, naming the name and the pair that has it
    const same = await mus('add-pair', f, '--id', 'p02', '--team', 'A  /  B', '--players', 'Maite,Xan');
    expect(same.err).toBe('mus tournament: --team: L’équipe « A / B » est déjà inscrite : c’est la paire p01 (tournament/duplicate-pair)\n');
    expect((await mus('add-pair', f, '--id', 'p02', '--team', 'A  /  B', '--players', 'Maite,Xan', '--lang', 'en')).err).toBe('mus tournament: --team: the team "A / B" is already registered as pair p01 (tournament/duplicate-pair)\n');
    // a name the league tells apart is registered
    expect(await mus('add-pair', f, '--id', 'p02', '--team', 'A / C', '--players', 'Maite,Xan')).toMatchObject({ code: 0, err: '' });
  });

  it('a player already in a pair of the night is refused under another team name, naming the player and that pair, in each language; the file is as it was', async () => {
    const f = join(dir, 'players.json');
    expect((await mus('create', f, '--name', 'Gaua', '--date', '2026-11-27', '--rounds', '2')).code).toBe(0);
    expect((await mus('add-pair', f, '--id', 'p01', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt')).code).toBe(0);
    const before = readFileSync(f, 'utf8');
    // the same two players again, under another team name
    expect(await mus('add-pair', f, '--id', 'p02', '--team', 'Les revenants', '--players', 'Peio,Battitt', '--lang', 'en')).toEqual({
      code: 1, out: '',
      err: 'mus tournament: --players: "Peio" already plays in pair p01 ("Etxeberri / Dufau") this night; a player sits in one pair of a night (tournament/player-in-two-pairs)\n',
    });
    expect((await mus('add-pair', f, '--id', 'p02', '--team', 'Les revenants', '--players', 'Maite, battitt ')).err)
      .toContain('--players: battitt joue déjà dans la paire p01 (« Etxeberri / Dufau ») de cette soirée : un joueur ne joue que dans une paire d’une soirée (tournament/player-in-two-pairs)\n');
    expect((await mus('add-pair', f, '--id', 'p02', '--team', 'Berriak', '--players', 'Maite,PEIO', '--lang', 'eu')).err).toContain('PEIO gau honetako p01 bikotean («Etxeberri / Dufau») jokatzen du jada');
    expect((await mus('add-pair', f, '--id', 'p02', '--team', 'Nuevos', '--players', 'Peio,Maite', '--lang', 'es')).err).toContain('Peio ya juega en la pareja p01 («Etxeberri / Dufau») de esta jornada');
    expect(readFileSync(f, 'utf8')).toBe(before);
    // two other players are registered
    expect(await mus('add-pair', f, '--id', 'p02', '--team', 'Lasa / Irigoien', '--players', 'Maite,Xan')).toMatchObject({ code: 0, err: '' });
  });
});
