/**
 * An action refused in a file names its seats as the screens do, in the language of `--lang`: the
 * JSON path, then the sentence naming the seats — the player's name when the record has `players`
 * (`mus replay`, `mus check` of a match), else the place counted from 1 (`mus settle` of a deal) —,
 * the rule and the code, then the file's own value labelled as such (`— dans le fichier : "seat": 2`).
 * It said « it is seat 0's turn » next to a ledger saying « esku: seat 1 », then (after a first mend)
 * « seat 2 cannot speak: it is seat 0's turn … — Seat 3 cannot speak: it is seat 1’s turn at Grande (haundia) » on one
 * line: a judge read two different players. The JSON lines of `settle --json -` keep their error as
 * it was (the engine's message, no `seats`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { variantsIn } from '../../helpers/file-variant.js';
import { musInProcess as mus } from '../../helpers/mus-cli.js';
import { runLibrary } from '../../../src-main/cli/library-command.js';

const root = new URL('../../../', import.meta.url).pathname;
const BORTZ = `${root}test/fixtures/deals/art17-bortz-bi-tira.json`;
const MATCH = `${root}test/fixtures/match-ffmus-full.record.json`; // players Peio, Maite, Battitt, Xan

const dir = mkdtempSync(join(tmpdir(), 'mus-error-seats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = { actions: Record<string, unknown>[]; deals: { actions: Record<string, unknown>[] }[] };

/** `file`'s JSON changed by `edit`, written to a file of its own. */
const variant = variantsIn<Json>(dir);

// a deal (no names): seat 2 speaks first at grande (seat 0 is esku); seat 2 raises its own partner's
// bet at chica; seat 1 cuts while the esku's team says mus or cut
const dealTurn = variant(BORTZ, 'turn.json', (d) => { d.actions[0]!.seat = 2; });
const dealBettor = variant(BORTZ, 'bettor.json', (d) => { d.actions[5]!.seat = 2; });
const dealCut = variant(BORTZ, 'cut.json', (d) => { d.actions.unshift({ phase: 'mus', seat: 1, act: 'cut' }); });
// the same in a named match (deal 1: Peio, seat 0, is esku and bets at grande; Xan folds)
const matchTurn = variant(MATCH, 'm-turn.json', (m) => { m.deals[0]!.actions[0]!.seat = 2; });
const matchBettor = variant(MATCH, 'm-bettor.json', (m) => { m.deals[0]!.actions[1]!.seat = 2; });
const matchCut = variant(MATCH, 'm-cut.json', (m) => { m.deals[0]!.actions.unshift({ phase: 'mus', seat: 1, act: 'cut' }); });

/** The engine's message (kept in the JSON outputs), with the code. */
const TURN = "actions[0]: seat 2 cannot speak: it is seat 0's turn at grande (FFMus art. 9) (action/not-your-turn)";
/** The file's own value, labelled, by language. */
const IN_FILE = { fr: 'dans le fichier : "seat": ', en: 'in the file: "seat": ', es: 'en el archivo: "seat": ', eu: 'fitxategian: "seat": ' } as const;
type L = keyof typeof IN_FILE;
/** The line of a problem about seats: the path, the sentence, the rule, the code, the file's seat. */
const said = (path: string, sentence: string, rule: string, seat: number, lang: L) => `${path}: ${sentence} (${rule}) (action/not-your-turn) — ${IN_FILE[lang]}${seat}`;
const turnLine = (sentence: string, lang: L, path = 'actions[0]') => said(path, sentence, 'FFMus art. 9', 2, lang);
const bettorLine = (sentence: string, lang: L) => said('actions[5]', sentence, 'FFMus Le dialogue', 2, lang);
const cutLine = (sentence: string, lang: L, path = 'actions[0]') => said(path, sentence, 'FFMus art. 7', 1, lang);
/** No 0-based seat of the engine's English detail on a person's line. */
const NO_ENGINE_SEATS = /seat \d cannot|seat \d's turn/;

describe('mus settle (a deal names no player): the seats by their place, from 1, in each language', () => {
  it('not your turn: « La place 3 ne peut pas parler : c’est à la place 1 de parler à Haundia (grand) », en « Seat 3 … seat 1’s turn »', async () => {
    const sentences = {
      fr: 'La place 3 ne peut pas parler : c’est à la place 1 de parler à Haundia (grand)',
      en: 'Seat 3 cannot speak: it is seat 1’s turn at Grande (haundia)',
      es: 'El sitio 3 no puede hablar: le toca al sitio 1 en Grande',
      eu: '3. lekua: ez da bere txanda; 1. lekua(r)en txanda da Handia jokoan',
    };
    for (const [lang, sentence] of Object.entries(sentences) as [L, string][]) {
      const r = await mus(['settle', '--lang', lang, dealTurn]);
      expect(r).toMatchObject({ code: 1, out: '', err: `${dealTurn}: ${turnLine(sentence, lang)}\n` });
      expect(r.err).not.toMatch(NO_ENGINE_SEATS);
    }
  });

  it('a wrong-team answer names the seat and its partner who bet', async () => {
    expect((await mus(['settle', dealBettor])).err).toBe(`${dealBettor}: ${bettorLine('La place 3 ne peut pas répondre : la place 1, de la même équipe, a fait la dernière mise ; c’est à l’autre équipe de répondre, pas à l’équipe A (gehiago)', 'fr')}\n`);
    expect((await mus(['settle', '--lang', 'en', dealBettor])).err).toBe(`${dealBettor}: ${bettorLine('Seat 3 cannot answer: seat 1, of the same team, made the last bet; the other team answers, not team A: no raise (gehiago)', 'en')}\n`);
    expect((await mus(['settle', '--lang', 'es', dealBettor])).err).toBe(`${dealBettor}: ${bettorLine('El sitio 3 no puede responder: el sitio 1, de la misma pareja, hizo la última apuesta; responde la otra pareja, no el equipo A (más)', 'es')}\n`);
    expect((await mus(['settle', '--lang', 'eu', dealBettor])).err).toBe(`${dealBettor}: ${bettorLine('3. lekua: ezin du erantzun; bere taldeak egin du azken apustua (1. lekua), beste taldeak erantzuten du, ez A taldeak (gehiago)', 'eu')}\n`);
  });

  it('a cut by the wrong team names the seat whose team says mus or cut', async () => {
    expect((await mus(['settle', dealCut])).err).toBe(`${dealCut}: ${cutLine('La place 2 ne peut pas couper : c’est à la place 1 ou à un partenaire de dire mus ou mintza (équipe A)', 'fr')}\n`);
    expect((await mus(['settle', '--lang', 'en', dealCut])).err).toBe(`${dealCut}: ${cutLine('Seat 2 cannot cut: it is for seat 1 or a partner to say mus or cut (team A)', 'en')}\n`);
    expect((await mus(['settle', '--lang', 'es', dealCut])).err).toBe(`${dealCut}: ${cutLine('El sitio 2 no puede cortar: le toca al sitio 1 o a un compañero suyo decir mus o no hay mus (equipo A)', 'es')}\n`);
    expect((await mus(['settle', '--lang', 'eu', dealCut])).err).toBe(`${dealCut}: ${cutLine('2. lekua: ezin du moztu; 1. lekua(r)i edo haren kide bati dagokio mus ala mintza esatea (A taldea)', 'eu')}\n`);
  });

  it('mus check says the same line; a problem without seats keeps its English detail alone in --lang en', async () => {
    const c = await mus(['check', dealTurn]);
    expect(c.out).toContain(`\n  ${turnLine('La place 3 ne peut pas parler : c’est à la place 1 de parler à Haundia (grand)', 'fr')}\n`);
    const bad = variant(BORTZ, 'amount.json', (d) => { d.actions[4]!.amount = 1; }); // an opening bet under 2: no seats
    const en = await mus(['settle', '--lang', 'en', bad]);
    expect(en.code).toBe(1);
    expect(en.err).toMatch(/\(action\/bet-too-small\)\n$/);
  });

  it('settle --json - keeps the error of a JSON line as it was: {path, message, code, rule}, no seats', async () => {
    const line = JSON.stringify(JSON.parse(readFileSync(dealTurn, 'utf8')));
    const r = await mus(['settle', '--json', '-'], `${line}\n`);
    expect(JSON.parse(r.out)).toEqual({ line: 1, error: { path: 'actions[0]', message: TURN.replace(' (action/not-your-turn)', ''), code: 'action/not-your-turn', rule: 'FFMus art. 9' } });
    expect((await mus(['settle', '--lang', 'en', '-'], `${line}\n`)).err).toBe(`stdin line 1: ${turnLine('Seat 3 cannot speak: it is seat 1’s turn at Grande (haundia)', 'en')}\n`);
    expect((await mus(['settle', '--lang', 'eu', '-'], `${line}\n`)).err).toBe(`sarrera estandarra, 1. lerroa: ${turnLine('3. lekua: ez da bere txanda; 1. lekua(r)en txanda da Handia jokoan', 'eu')}\n`);
  });
});

describe('mus replay of a named match: the players’ names, in each language', () => {
  it('not your turn: « Battitt ne peut pas parler : c’est à Peio de parler à Haundia (grand) »', async () => {
    const sentences = {
      fr: 'Battitt ne peut pas parler : c’est à Peio de parler à Haundia (grand)',
      en: 'Battitt cannot speak: it is Peio’s turn at Grande (haundia)',
      es: 'Battitt no puede hablar: le toca a Peio en Grande',
      eu: 'Battitt: ez da bere txanda; Peio(r)en txanda da Handia jokoan',
    };
    for (const [lang, sentence] of Object.entries(sentences) as [L, string][]) {
      const r = await mus(['replay', '--lang', lang, matchTurn]);
      expect(r.code).toBe(1);
      expect(r.err.split('\n')[0]).toBe(`${matchTurn}: ${turnLine(sentence, lang, 'deals[0].actions[0]')}`);
      expect(r.err).not.toMatch(NO_ENGINE_SEATS);
      const j = await mus(['replay', '--json', '--lang', lang, matchTurn]); // the summary pass says it alike
      expect(j.err.split('\n')[0]).toBe(`${matchTurn}: ${turnLine(sentence, lang, 'deals[0].actions[0]')}`);
    }
  });

  it('a wrong-team answer and a cut by the wrong team name the players', async () => {
    const b = await mus(['replay', matchBettor]);
    expect(b.err).toContain('deals[0].actions[1]: Battitt ne peut pas répondre : Peio, de la même équipe, a fait la dernière mise');
    expect((await mus(['replay', '--lang', 'en', matchBettor])).err).toContain('deals[0].actions[1]: Battitt cannot answer: Peio, of the same team, made the last bet');
    const c = await mus(['replay', matchCut]);
    expect(c.err).toContain(cutLine('Maite ne peut pas couper : c’est à Peio ou à un partenaire de dire mus ou mintza (équipe A)', 'fr', 'deals[0].actions[0]'));
    expect((await mus(['replay', '--lang', 'es', matchCut])).err).toContain(cutLine('Maite no puede cortar: le toca a Peio o a un compañero suyo decir mus o no hay mus (equipo A)', 'es', 'deals[0].actions[0]'));
    expect((await mus(['check', '--lang', 'eu', matchCut])).out).toContain(cutLine('Maite: ezin du moztu; Peio(r)i edo haren kide bati dagokio mus ala mintza esatea (A taldea)', 'eu', 'deals[0].actions[0]'));
  });

  it('a match without players (optional in mus-match/1) names the seats by their places', async () => {
    const f = variant(MATCH, 'm-unnamed.json', (m) => {
      m.deals[0]!.actions[0]!.seat = 2;
      delete (m as unknown as { players?: string[] }).players;
    });
    expect((await mus(['replay', f])).err.split('\n')[0]).toBe(`${f}: ${turnLine('La place 3 ne peut pas parler : c’est à la place 1 de parler à Haundia (grand)', 'fr', 'deals[0].actions[0]')}`);
  });
});

describe('mus library import of a match with an illegal action', () => {
  it('names the players in its lines; --json keeps its problems without seats, the rule as data', async () => {
    const data = mkdtempSync(join(tmpdir(), 'mus-error-seats-lib-'));
    try {
      const lib = async (...args: string[]) => {
        let out = '';
        let err = '';
        const code = await runLibrary(args, { out: (t: string) => { out += `${t}\n`; }, err: (t: string) => { err += `${t}\n`; }, stdin: () => '' });
        return { code, out, err };
      };
      const r = await lib('import', '--data-dir', data, matchTurn);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`  ${turnLine('Battitt ne peut pas parler : c’est à Peio de parler à Haundia (grand)', 'fr', 'deals[0].actions[0]')}\n`);
      const j = await lib('import', '--data-dir', data, '--json', matchTurn);
      const out = JSON.parse(j.out) as { ok: boolean; problems: Record<string, unknown>[] };
      expect(out.ok).toBe(false);
      expect(out.problems[0]).toEqual({ path: 'deals[0].actions[0]', code: 'action/not-your-turn', message: "deals[0].actions[0]: seat 2 cannot speak: it is seat 0's turn at grande (FFMus art. 9)", rule: 'FFMus art. 9' });
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('a deal whose esku does not follow the one before (record/esku-mismatch)', () => {
  // deal 2's esku is Maite (seat 1); the file says Battitt (seat 2)
  const wrongEsku = variant(MATCH, 'm-esku.json', (m) => { (m.deals[1] as unknown as { esku: number }).esku = 2; });
  const eskuLine = (sentence: string, lang: L) => `deals[1].esku: ${sentence} (record/esku-mismatch) — ${IN_FILE[lang].replace('"seat"', '"esku"')}2`;

  it('names the esku it should be and the one the file gives, as the screens do, then the file\'s value labelled', async () => {
    const sentences = {
      fr: 'L’esku de cette donne est Maite (il passe à la place suivante à chaque donne), pas Battitt',
      en: 'The esku of this deal is Maite (it moves one seat each deal), not Battitt',
      es: 'La mano de este reparto es Maite (pasa al sitio siguiente en cada reparto), no Battitt',
      eu: 'Esku honen eskua Maite da (esku bakoitzean hurrengo lekura doa), ez Battitt',
    };
    for (const [lang, sentence] of Object.entries(sentences) as [L, string][]) {
      expect((await mus(['check', '--lang', lang, wrongEsku])).out).toContain(`\n  ${eskuLine(sentence, lang)}\n`);
      const r = await mus(['replay', '--lang', lang, wrongEsku]);
      expect(r.code).toBe(1);
      expect(r.err.split('\n')[0]).toBe(`${wrongEsku}: ${eskuLine(sentence, lang)}`);
      expect(r.err).not.toMatch(/seat 1 \(it moves/);
    }
  });

  it('without names: the places from 1', async () => {
    const f = variant(MATCH, 'm-esku-unnamed.json', (m) => {
      (m.deals[1] as unknown as { esku: number }).esku = 2;
      delete (m as unknown as { players?: string[] }).players;
    });
    expect((await mus(['check', f])).out).toContain(`  ${eskuLine('L’esku de cette donne est la place 2 (il passe à la place suivante à chaque donne), pas la place 3', 'fr')}\n`);
  });
});
