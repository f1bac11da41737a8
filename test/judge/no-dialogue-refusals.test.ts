/**
 * Judge cases, tenth set: a hordago or a bet at a phase that has no dialogue — pares or juego where
 * one team only said ba, or nobody did, and the punto once a juego was declared. The texts: Memo Mus
 * ch. III-3 (and III-4 for the juego) « Ceux qui ont des Paires, s'ils ne sont bien sûr pas de la même
 * équipe, DIALOGUENT »; ch. III-5 « Le Point … Cette phase n'est abordée que si aucun des 4 joueurs
 * n'a de Jeu »; ch. V « Les valeurs de base des Paires et du Jeu sont naturellement acquises d'office
 * par l'équipe possédante si les adversaires n'en possèdent pas (il n'y a pas de dialogue) »; Pagat
 * « Betting on the Pares and the Juego » « If both players of one partnership say "no", but one or both
 * of the other partnership say "yes", then the side with Pares will score for them at the end, but
 * there is no betting ».
 *
 * **Defect found and fixed**: the engine refused these words (rightly) but named FFMus art. 9 (« on
 * joue d'abord le Grand, puis le Petit, les Paires, le Jeu ou le Point »: the order of the phases) or
 * art. 17 (the count), as for a word said before its phase; the refusal now names the rule that closed
 * the phase (`shared/deal/no-dialogue.ts`). The codes are unchanged. A word said at a phase whose
 * dialogue was played keeps art. 9 (last case).
 */
import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../shared/index.js';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { failure, lines } from '../helpers/settle.js';
import { musInProcess } from '../helpers/mus-cli.js';
import { judged } from './judged.js';

const GC = `${allPass('g')} | ${allPass('c')}`;
// seat 0 K-K-7-A (pair of kings, 28), seat 1 A-4-5-6, seat 2 S-7-6-4 (27), seat 3 K-S-5-4 (29): A alone holds pares; no juego.
const H = '12 12 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

/** The refusal as the command line gives it (`mus settle --json -`): the same code, path and rule. */
async function cliRefusal(record: DealRecord) {
  const run = await musInProcess(['settle', '--json', '-'], `${JSON.stringify(record)}\n`);
  return JSON.parse(run.out.trim() || run.err.trim()) as { error?: { code: string; path: string; rule?: string } };
}

describe('pares with one team holding (Memo Mus ch. V « il n\'y a pas de dialogue »)', () => {
  const DECL = `${GC} | p: 0y 1n 2n 3n`;

  it('seat 0 says hordago at pares: refused, naming Memo Mus ch. V, not the order of the phases (art. 9)', async () => {
    const rec = deal(`${DECL} | p: 0o`, H);
    const e = failure(rec);
    expect(e).toMatchObject({ code: 'action/wrong-phase', path: 'actions[12].phase', rule: 'Memo Mus ch. V' });
    expect(e.message).toContain('only team A said ba');
    expect((await cliRefusal(rec)).error).toMatchObject({ code: 'action/wrong-phase', path: 'actions[12].phase', rule: 'Memo Mus ch. V' });
  });

  it('B, who said ez, may not bet at pares either; without the word the deal settles: A counts its pair of kings « d\'office » (1)', async () => {
    expect(failure(deal(`${DECL} | p: 1b2`, H))).toMatchObject({ code: 'action/wrong-phase', rule: 'Memo Mus ch. V' });
    const s = await judged(deal(`${DECL} | ${decl('j', 'nnnn')} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'B:1:paso:punto']);
  });

  it('six players, only team B said ba (seats 1, 3, 5): seat 1\'s hordago at pares is refused the same way', () => {
    const SIX = { preset: 'ffmus', players: 6 } as const;
    const e = failure(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | p: 0n 1y 2n 3y 4n 5y | p: 1o`, undefined, { rules: SIX }));
    expect(e).toMatchObject({ code: 'action/wrong-phase', rule: 'Memo Mus ch. V' });
    expect(e.message).toContain('only team B said ba');
  });

  it('under pagat the refusal cites Pagat « Betting on the Pares and the Juego » (« but there is no betting »)', () => {
    expect(failure(deal(`${DECL} | p: 0o`, H, { rules: 'pagat' }))).toMatchObject({ code: 'action/wrong-phase', rule: 'Pagat « Betting on the Pares and the Juego »' });
  });

  it('a misdeal that leaves one team holding closes the dialogue (the only B holder found out with a bet standing); A\'s next bet there is refused under ch. V', () => {
    const e = failure(deal(`${GC} | p: 0y 1y 2n 3n 0b2 1x | p: 0o`, '12 12 7 1 / - / 10 7 6 4 / 12 10 5 4'));
    expect(e).toMatchObject({ code: 'action/wrong-phase', rule: 'Memo Mus ch. V' });
    expect(e.message).toContain('of the players in the deal, only team A said ba');
  });
});

describe('nobody holds: no dialogue (Memo Mus ch. III « Ceux qui ont des Paires … DIALOGUENT »)', () => {
  it('a bet at pares when all four said ez is refused under Memo Mus ch. III', () => {
    const e = failure(deal(`${GC} | p: 0n 1n 2n 3n | p: 0b2`, H));
    expect(e).toMatchObject({ code: 'action/wrong-phase', path: 'actions[12].phase', rule: 'Memo Mus ch. III' });
    expect(e.message).toContain('nobody said ba');
  });

  it('a hordago at juego when nobody said ba there (the table is at the punto) is refused under Memo Mus ch. III; the same hordago at the punto is taken', async () => {
    const before = `${GC} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')}`;
    expect(failure(deal(`${before} | j: 0o`, H))).toMatchObject({ code: 'action/wrong-phase', rule: 'Memo Mus ch. III' });
    const s = await judged(deal(`${before} | t: 0o 1f`, H));
    expect(lines(s)).toEqual(['A:1:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:1:base:punto']);
  });
});

describe('juego with one team holding, and the punto after a declared juego', () => {
  // seat 1 K-Q-S-A 31 (B alone has juego); the others under 31.
  const J = '12 11 7 1 / 12 11 10 1 / 10 7 6 4 / 12 10 5 4';
  const DECL = `${GC} | ${decl('p', 'nnnn')} | j: 0n 1y 2n 3n`;

  it('a hordago at juego once the hands are due: refused with its code (dialogue-over) but naming Memo Mus ch. V', () => {
    const e = failure(deal(`${DECL} | j: 1o`, J));
    expect(e).toMatchObject({ code: 'action/dialogue-over', path: 'actions[16]', rule: 'Memo Mus ch. V' });
    expect(e.message).toContain('only team B said ba');
  });

  it('a bet at the punto after a juego was declared: refused under Memo Mus ch. III (III-5 « n\'est abordée que si aucun des 4 joueurs n\'a de Jeu »)', () => {
    const e = failure(deal(`${DECL} | t: 0b2`, J));
    expect(e).toMatchObject({ code: 'action/dialogue-over', rule: 'Memo Mus ch. III' });
    expect(e.message).toContain('there is no punto in this deal');
  });

  it('the punto after a juego dialogue that was played is closed the same way', () => {
    const both = '12 11 10 1 / 12 11 7 5 / 10 7 6 4 / 12 10 5 4';
    expect(failure(deal(`${GC} | ${decl('p', 'nnnn')} | j: 0y 1y 2n 3n 0b2 1s | t: 0b2`, both))).toMatchObject({ code: 'action/dialogue-over', rule: 'Memo Mus ch. III' });
  });

  it('control: a word at pares after a pares dialogue that was played (all paso) keeps FFMus art. 9 — the table is at the juego declarations', () => {
    const P = '12 12 7 1 / 1 1 5 6 / 10 7 6 4 / 12 10 5 4';
    expect(failure(deal(`${GC} | p: 0y 1y 2n 3n 0p 1p | p: 0b2`, P))).toMatchObject({ code: 'action/wrong-phase', rule: 'FFMus art. 9' });
  });
});
