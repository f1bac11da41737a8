/**
 * `mus replay --deal N [--steps]` run as the command (in process, `main`): one deal of a match, N
 * counted from 1 as people count deals; `--steps` each action as the table said it, the player named
 * as the screens name them, the credits it drew with their articles and the running score, then the
 * count at the showdown credit by credit and the score after; `--json` the same as data. A deal
 * number that is not a deal of the match, or no number, is a usage error naming `--deal`, in the
 * language of `--lang`. Read line by line as a judge would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { musInProcess } from '../../helpers/mus-cli.js';
import { KANTA_MATCH, SIX_MATCH } from '../../helpers/step-records.js';
import { fromMatchRecord } from '../../../shared/index.js';
import { buildSteps } from '../../../shared/judge/steps.js';
import { dealSteps } from '../../../shared/judge/deal-steps.js';
import { formatDealSteps } from '../../../src-main/cli/format-steps.js';
import { cardText } from '../../../shared/i18n/card-text.js';

const root = new URL('../../../', import.meta.url).pathname;
const FULL = `${root}test/fixtures/match-ffmus-full.record.json`;
const MISDEAL = `${root}test/fixtures/judge/dispute-misdeal.json`;
const TIRA40 = `${root}test/fixtures/judge/dispute-tira-40.json`;
const mus = musInProcess;

const dir = mkdtempSync(join(tmpdir(), 'mus-replay-deal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KANTA = join(dir, 'kanta.json');
const SIX = join(dir, 'six.json');
writeFileSync(KANTA, JSON.stringify(KANTA_MATCH));
writeFileSync(SIX, JSON.stringify(SIX_MATCH));

describe('mus replay --deal N --steps: a deal as the table said it', () => {
  it('French (default, Basque table words): the tiras at once with FFMus art. 17, the running score in tantos and hamarrekos, then the count', async () => {
    const r = await mus(['replay', '--deal', '1', '--steps', KANTA]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe([
      'Donne 1 — manche 1 — esku : Peio',
      '  avant~: A 0 (0 hamarreko + 0 tanto) · B 0 (0 hamarreko + 0 tanto)',
      '  1. Peio (A) · Haundia (grand)~: Imido 2',
      '  2. Maite (B) · Haundia (grand)~: Tira',
      '       A +1 · Haundia (grand) · FFMus art. 17~: imido de 2 refusé (tira) : 1 tiré aussitôt',
      '         A~: prendre 1 tanto',
      '     marque~: A 1 (0 hamarreko + 1 tanto) · B 0 (0 hamarreko + 0 tanto)',
      '  3. Peio (A) · Tipia (petit)~: Imido 2',
      '  4. Maite (B) · Tipia (petit)~: 3 gehiago',
      '  5. Peio (A) · Tipia (petit)~: Tira',
      '       B +2 · Tipia (petit) · FFMus art. 17~: tira après 1 relance (2+3) : le cumul avant la relance, 2, tiré aussitôt',
      '         B~: prendre 2 tantos',
      '     marque~: A 1 (0 hamarreko + 1 tanto) · B 2 (0 hamarreko + 2 tantos)',
      '  6. Peio (A) · Pariak (paires)~: Ez',
      '  7. Maite (B) · Pariak (paires)~: Ez',
      '  8. Battitt (A) · Pariak (paires)~: Ez',
      '  9. Xan (B) · Pariak (paires)~: Ez',
      '  10. Peio (A) · Jokua (jeu)~: Ez',
      '  11. Maite (B) · Jokua (jeu)~: Ez',
      '  12. Battitt (A) · Jokua (jeu)~: Ez',
      '  13. Xan (B) · Jokua (jeu)~: Ez',
      '  14. Peio (A) · Puntua (point)~: Paso',
      '  15. Maite (B) · Puntua (point)~: Paso',
      '  16. Battitt (A) · Puntua (point)~: Paso',
      '  17. Xan (B) · Puntua (point)~: Paso',
      '  18. les mains abattues',
      '     Peio (A)~: R C 7 1',
      '     Maite (B)~: 1 4 5 6',
      '     Battitt (A)~: S 7 6 4',
      '     Xan (B)~: R S 5 4',
      '  Le décompte, mains abattues~:',
      '    1.  B +1 · Puntua (point) · FFMus art. 17~: tous paso : 1 au meilleur point (Xan)',
      '        marque~: A 1 (0 hamarreko + 1 tanto) · B 3 (0 hamarreko + 3 tantos) — B~: prendre 1 tanto',
      '  après~: A 1 (0 hamarreko + 1 tanto) · B 3 (0 hamarreko + 3 tantos)',
      '  Pas de manche gagnée dans cette donne.',
      '',
    ].map((l) => l.replaceAll('~:', '\u202f:')).join('\n')); // ~: a label's colon, after a narrow no-break space in French
  });

  it('English: a kanta ends the manche in the middle of the match — the 39 A lacked, FFMus art. 10, the decisive credit starred', async () => {
    const r = await mus(['replay', '--lang', 'en', '--deal', '2', '--steps', KANTA]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'Deal 2 — manche 1 — esku: Maite',
      '  before: A 1 (0 hamarrekos + 1 tanto) · B 3 (0 hamarrekos + 3 tantos)',
      '  1. Maite (B) · Grande (haundia): Hordago',
      '  2. Battitt (A) · Grande (haundia): Kanta',
      '  3. the hands shown',
      '     Peio (A): R C 7 1',
      '     Maite (B): 1 4 5 6',
      '     Battitt (A): S 7 6 4',
      '     Xan (B): R S 5 4',
      '  The count at the showdown:',
      '    1.  A +39 · Grande (haundia) · FFMus art. 10: hordago seen (kanta) at grande: Peio holds the best hand; its team wins the manche and takes the points it lacked',
      '        score: A 40 (8 hamarrekos + 0 tantos) · B 3 (0 hamarrekos + 3 tantos) — ★ A: take 8 hamarrekos, return 1 tanto',
      '  The deal ended on an accepted hordago.',
      '  after: A 40 (8 hamarrekos + 0 tantos) · B 3 (0 hamarrekos + 3 tantos)',
      '  Manche won by team A.',
      '',
    ]);
  });

  it('the see that answers a hordago is said « Kanta » (FFMus art. 10 « Hordago Kanta »), as the table\'s button says it; es « Quiero el órdago »', async () => {
    const fr = await mus(['replay', '--deal', '2', '--steps', KANTA]);
    expect(fr.out.split('\n').slice(2, 4)).toEqual(['  1. Maite (B) · Haundia (grand)\u202f: Hordago', '  2. Battitt (A) · Haundia (grand)\u202f: Kanta']);
    const es = await mus(['replay', '--lang', 'es', '--json', '--deal', '2', '--steps', KANTA]);
    expect((JSON.parse(es.out) as { steps: { said: string }[] }).steps.map((s) => s.said)).toEqual(['Órdago', 'Quiero el órdago']);
    const eu = await mus(['replay', '--lang', 'eu', '--deal', '1', '--steps', FULL]);
    expect(eu.out).toContain('  11. Battitt (A) · Pareak: Iduki\n'); // the iduki of an imido stays iduki
  });

  it('Spanish: a misdeal — the seat out, its team\'s tanto given back at the action that says it (FFMus art. 5)', async () => {
    const r = await mus(['replay', '--lang', 'es', '--deal', '1', '--steps', MISDEAL]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Reparto 1 — chico 1 — mano: Peio',
      '  antes: A 0 (0 amarrakos + 0 piedras) · B 0 (0 amarrakos + 0 piedras)',
      '  Fuera del reparto por cartas mal dadas: Battitt',
    ]);
    const at = lines.indexOf('  4. Battitt (A) · Chica: Mal repartido');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '       A -1 · Reparto · FFMus art. 5: Battitt no tenía cuatro cartas: se anula la piedra de su pareja en este reparto',
      '         A: devolver 1 piedra',
      '     tanteo: A 0 (0 amarrakos + 0 piedras) · B 0 (0 amarrakos + 0 piedras)',
    ]);
    // the hands shown, by seat, cards as the judge screen names them; the seat out marked
    const shown = lines.indexOf('  16. las cartas vistas');
    expect(lines.slice(shown + 1, shown + 5)).toEqual([
      '     Peio (A): R C 7 1',
      '     Maite (B): S 6 5 4',
      '     Battitt (A): fuera del reparto por cartas mal dadas',
      '     Xan (B): C 7 6 4',
    ]);
    expect(lines.at(-3)).toBe('  después: A 2 (0 amarrakos + 2 piedras) · B 0 (0 amarrakos + 0 piedras)');
  });

  it('Basque, six players without names: seats by their place (« 1. lekua »), the third partner\'s tira', async () => {
    const r = await mus(['replay', '--lang', 'eu', '--deal', '1', '--steps', SIX]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Eskua 1 — 1. partida — esku: 1. lekua');
    expect(lines.slice(2, 8)).toEqual([
      '  1. 1. lekua (A) · Handia: Imido 2',
      '  2. 2. lekua (B) · Handia: 3 gehiago',
      '  3. 5. lekua (A) · Handia: Tira',
      '       B +2 · Handia · FFMus art. 17: tira gehiago baten ondoren (2+3): gehiagoaren aurreko guztia, 2, berehala',
      '         B: hartu 2 tanto',
      '     markagailua: A 0 (0 hamarreko + 0 tanto) · B 2 (0 hamarreko + 2 tanto)',
    ]);
    const shown = lines.indexOf('  28. eskuak agerian');
    expect(lines.slice(shown + 1, shown + 8)).toEqual([
      '     1. lekua (A): R 7 5 1',
      '     2. lekua (B): C 6 4 1',
      '     3. lekua (A): S 7 6 4',
      '     4. lekua (B): R C 5 4',
      '     5. lekua (A): S 6 5 1',
      '     6. lekua (B): C 7 4 1',
      '  Kontaketa, eskuak agerian:',
    ]);
    expect(lines.at(-3)).toBe('  ondoren: A 0 (0 hamarreko + 0 tanto) · B 4 (0 hamarreko + 4 tanto)');
  });

  it('English, six players: each of the six seats\' hand under « the hands shown », in the record\'s order, as the judge screen names the cards', async () => {
    const r = await mus(['replay', '--lang', 'en', '--deal', '1', '--steps', SIX]);
    const lines = r.out.split('\n');
    const shown = lines.indexOf('  28. the hands shown');
    expect(lines.slice(shown + 1, shown + 7)).toEqual(
      SIX_MATCH.deals[0]?.hands?.map((h, s) => `     seat ${s + 1} (${s % 2 ? 'B' : 'A'}): ${h?.map(cardText).join(' ')}`),
    );
    expect(lines[shown + 2]).toBe('     seat 2 (B): C 6 4 1');
  });

  it('a tira taking the 40th point: the manche won during the dialogue, no count', async () => {
    const r = await mus(['replay', '--lang', 'en', '--deal', '2', '--steps', TIRA40]);
    expect(r.out).toContain('         ★ A: take 1 hamarreko, return 3 tantos\n     score: A 40 (8 hamarrekos + 0 tantos) · B 0 (0 hamarrekos + 0 tantos)\n  The deal ended during the dialogue (manche won on a tira).\n');
    expect(r.out).not.toContain('The count at the showdown');
  });
});

describe('formatDealSteps: a deal the record stops in (an open match, as the judge\'s view may show)', () => {
  it('its actions so far, then that the record stops before its end; no count, no manche line', () => {
    const m = fromMatchRecord(KANTA_MATCH);
    if (!m.ok) throw new Error(m.error.message);
    const s = buildSteps(m.value.setup, m.value.log.slice(0, 3));
    if (!s.ok) throw new Error(s.error.message);
    const d = dealSteps(s.value, 0);
    if (!d) throw new Error('no deal 0');
    expect(formatDealSteps(d, 'en', KANTA_MATCH.players).split('\n').slice(-3)).toEqual([
      '  3. Peio (A) · Chica (tipia): Imido 2',
      '  The record stops before the end of this deal.',
      '  after: A 1 (0 hamarrekos + 1 tanto) · B 0 (0 hamarrekos + 0 tantos)',
    ]);
  });
});

describe('mus replay --deal N --steps --json: the same steps as data', () => {
  it('deal, manche counted from 1; each action with its words and the credits it drew; the count; the score after', async () => {
    const r = await mus(['replay', '--json', '--lang', 'en', '--deal', '1', '--steps', MISDEAL]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { deal: number; manche: number; esku: number; steps: { n: number; seat: number; said: string; credits: { team: string; points: number; rule: string; reason: string }[]; score: unknown }[]; showdown: { phase: string }[]; out: number[]; end: string; scoreAfter: unknown; winner: unknown };
    expect(j).toMatchObject({ deal: 1, manche: 1, esku: 0, out: [2], end: 'showdown', scoreAfter: { A: 2, B: 0 }, winner: null });
    expect(j.steps[3]).toMatchObject({ n: 4, seat: 2, said: 'Misdeal', score: { A: 0, B: 0 }, credits: [{ team: 'A', points: -1, rule: 'FFMus art. 5' }] });
    expect(j.steps[3]?.credits[0]?.reason).toMatch(/^FFMus art\. 5: Battitt /);
    expect(j.showdown.map((c) => c.phase)).toEqual(['chica', 'punto']);
  });
});

describe('mus replay --deal N: one deal\'s ledger as `mus replay` prints it', () => {
  it('the text is that deal\'s block of the whole replay; the JSON is that deal of `replay --json`', async () => {
    const whole = await mus(['replay', FULL]);
    const one = await mus(['replay', '--deal', '3', FULL]);
    expect(one.code).toBe(0);
    const block = whole.out.split('\n\n').find((b) => b.startsWith('Donne 3 '));
    expect(block).toBeDefined();
    expect(one.out).toBe(`${block?.split('\n== ')[0]}\n`);
    const wj = JSON.parse((await mus(['replay', '--json', FULL])).out) as { deals: unknown[] };
    expect(JSON.parse((await mus(['replay', '--json', '--deal', '3', FULL])).out)).toEqual(wj.deals[2]);
  });
});

describe('a deal number that is not one: a usage error naming --deal, in the user\'s language', () => {
  it('out of range: exit 2, the range of the match\'s deals (French by default)', async () => {
    const r = await mus(['replay', '--deal', '4', '--steps', KANTA]);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(/^mus replay: --deal : "4" n’est pas une donne de cette partie \(de 1 à 3\) \(usage\/bad-value\) — La valeur de --deal ne convient pas/);
  });
  it('not a number, or 0 (deals count from 1): in Spanish, in English', async () => {
    const es = await mus(['replay', '--lang', 'es', '--deal', 'tres', KANTA]);
    expect(es.code).toBe(2);
    expect(es.err).toMatch(/^mus replay: --deal: "tres" no es un número de reparto \(1 para el primer reparto, 2 para el segundo…\) \(usage\/bad-value\) — El valor de --deal/);
    const en = await mus(['replay', '--lang', 'en', '--deal', '0', KANTA]);
    expect(en.err.split('\n')[0]).toBe('mus replay: --deal: "0" is not a deal number (1 for the first deal, 2 for the second…)');
  });
  it('--steps without --deal, or --deal without its value: the option named', async () => {
    const r = await mus(['replay', '--steps', KANTA]);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('mus replay: --steps parcourt une seule donne : donnez son numéro avec --deal N (usage/missing-option) — Il manque l’option --deal');
    const v = await mus(['replay', '--lang', 'en', KANTA, '--deal']);
    expect(v.code).toBe(2);
    expect(v.err.split('\n')[0]).toContain('--deal');
  });
  it('--deal given twice: refused with usage/repeated-option naming --deal (never silently the last), in the language of --lang; a second --steps changes nothing', async () => {
    const fr = await mus(['replay', '--deal', '2', '--deal', '3', FULL]);
    expect(fr).toMatchObject({ code: 2, out: '' });
    expect(fr.err.split('\n')[0]).toBe('mus replay: --deal est donné 2 fois ("2", "3") : replay --deal montre une seule donne, donnez --deal une fois (usage/repeated-option) — L’option --deal est donnée plus d’une fois : donnez-la une seule fois');
    const same = await mus(['replay', '--lang', 'en', '--deal=1', '--steps', '--deal', '1', FULL]);
    expect(same.code).toBe(2);
    expect(same.err.split('\n')[0]).toBe('mus replay: --deal is given 2 times ("1", "1"): replay --deal shows one deal, give --deal once');
    const twice = await mus(['replay', '--deal', '1', '--steps', '--steps', FULL]);
    expect(twice).toEqual(await mus(['replay', '--deal', '1', '--steps', FULL]));
    expect(twice.code).toBe(0);
  });
  it('a file that does not pass the gate is refused as by `mus replay` (exit 1), before any deal is looked for', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...KANTA_MATCH, esku: 9 }));
    const plain = await mus(['replay', bad]);
    const one = await mus(['replay', '--deal', '1', '--steps', bad]);
    expect(one).toEqual(plain);
    expect(one.code).toBe(1);
  });
  it('a file that holds `null`: refused by the gate (exit 1) in every form of replay, not an internal error', async () => {
    const nul = join(dir, 'null.json');
    writeFileSync(nul, 'null\n');
    for (const args of [['replay', nul], ['replay', '--json', nul], ['replay', '--deal', '1', '--steps', nul]]) {
      const r = await mus(args);
      expect(r).toMatchObject({ code: 1, out: '' });
      expect(r.err).toBe(`${nul}: $: un fichier des formats est un objet JSON {"format": …}, pas null (record/not-an-object) — Le fichier doit être un objet JSON\n`);
    }
  });
  it('hostile deal numbers: a usage error naming --deal, never a deal nor a crash', async () => {
    for (const n of ['1e3', '0x2', '-1', '1.0', '３', '+2', '']) {
      const r = await mus(['replay', '--lang', 'en', `--deal=${n}`, '--steps', KANTA]);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err.split('\n')[0]).toBe(`mus replay: --deal: "${n}" is not a deal number (1 for the first deal, 2 for the second…)`);
    }
  });
  it('a number of many digits is a deal number beyond the match, said as such', async () => {
    const r = await mus(['replay', '--lang', 'en', '--deal', '99999999999999999999', KANTA]);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err.split('\n')[0]).toBe('mus replay: --deal: "99999999999999999999" is not a deal of this match (1 to 3)');
  });
  it('an empty file, a mus-deal/1 file: refused as by `mus replay`, the deal file pointed to `mus settle`', async () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '');
    const deal = `${root}test/fixtures/deals/art17-embido-tira.json`;
    for (const f of [empty, deal]) {
      const plain = await mus(['replay', '--lang', 'es', f]);
      const one = await mus(['replay', '--lang', 'es', '--deal', '1', '--steps', f]);
      expect(one).toEqual(plain);
      expect(one.code).toBe(1);
    }
    expect((await mus(['replay', '--lang', 'es', '--deal', '1', '--steps', deal])).err).toContain(`${deal}: es un reparto: mus settle ${deal}`);
  });
});
