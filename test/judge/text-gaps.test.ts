/**
 * Judge cases, ninth set: sentences of the rule texts that no case read before (docs/rules.md « Judge
 * cases », ninth set, lists them) — *Le dialogue* and Memo Mus ch. IV « les gains issus des iduki et
 * kanta iront à la meilleure équipe … (même ceux des joueurs qui n'ont pas dialogué) ; ou des
 * concernés pour les Paires et le Jeu »; Memo ch. III-4 « on peut être tout seul de son équipe à avoir
 * du Jeu contre les deux adversaires »; Pagat « a 31 point Juego held by the Mano is unbeatable,
 * unless you play the variation Juego Real »; *Le dialogue* « engager un point à la fois au Grand et au
 * Petit (biak imido) » (a doubt, pinned); FFMus art. 6 « Si après avoir été Mus une fois, une carte est
 * retournée, le jeu continue normalement »; six players where a team's only holder is the esku's
 * partner, a punto tie at six; the punto « en paso » (Memo ch. V « il faut ajouter à ces gains …
 * leurs valeurs de base … Le Point vaut 1 point » read with art. 17: 1, a doubt pinned). Each deal is settled by the engine, the command line and the step
 * replay (`judged`); worked by hand first.
 */
import { describe, expect, it } from 'vitest';
import type { DealRecord, RulesSpec } from '../../shared/index.js';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('Le dialogue « même ceux des joueurs qui n\'ont pas dialogué »: the stake goes to the best hand, whoever spoke', () => {
  it('grande: seat 0 bets 2, seat 1 sees; seat 3, who never spoke, holds K-Q-S-6 over seat 0\'s K-Q-7-A — the 2 go to B (FFMus art. 17 « S\'il y a eu Iduki, on compte les points pariés »); B alone has juego (36: 2 d\'office), no punto', async () => {
    // seat 0 K-Q-7-A (28), seat 1 Q-S-5-4 (29), seat 2 7-6-5-4 (22), seat 3 K-Q-S-6 (36). No pares.
    const H = '12 11 7 1 / 11 10 5 4 / 7 6 5 4 / 12 11 10 6';
    const s = await judged(deal(`g: 0b2 1s | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3y`, H));
    expect(credits(s)).toEqual([
      'B:2:iduki:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]?.seat).toBe(3);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('pares « ou des concernés »: seats 0, 1, 3 say ba; seat 0 bets 2, seat 1 sees — seat 3\'s duples 7-7-4-4, never said in the dialogue, win: B takes the 2, then seat 1\'s pair (1) and seat 3\'s duples (3)', async () => {
    // seat 0 5-5-K-A (pair of 5s, 21), seat 1 6-6-A-4 (pair of 6s, 17), seat 2 K-Q-6-A (no pares, 29),
    // seat 3 7-7-4-4 (duples, 22). No juego: the punto to seat 2's 29. Grande seat 2 (K-Q); chica seat 1 (A-4).
    const H = '5 5 12 1 / 6 6 1 4 / 12 11 6 2 / 7 7 4 4';
    const s = await judged(deal(`${G_C} | p: 0y 1y 2n 3y 0b2 1s | j: 0n 1n 2n 3n | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2:iduki:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => c.seat)).toEqual([3, 1, 3]);
  });

  it('a kanta at juego: seat 0 (32) says hordago, seat 1 (33) kanta — seat 2\'s 31, who never spoke, takes the manche for A (FFMus art. 10; Memo ch. IV « le meilleur gagne la manche sur cette phase »)', async () => {
    const H = '12 11 7 5 / 12 11 6 7 / 12 11 10 1 / 7 6 5 4';
    const s = await judged(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2y 3n 0o 1s`, H, { score: { A: 17, B: 36 } }));
    expect(credits(s)).toEqual(['A:23:ordago:juego:showdown:FFMus art. 10']);
    expect(s.ledger[0]?.seat).toBe(2);
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 36 } });
  });
});

describe('Memo Mus ch. III-4 « on peut être tout seul de son équipe à avoir du Jeu contre les deux adversaires »', () => {
  // seat 0 7-6-5-4 (22, ez); seat 1 K-Q-S-A (31); seat 2 K-Q-7-5 (32, A's only juego); seat 3 K-Q-6-7 (33).
  // No pares. Grande and chica: seat 1 (K-Q-S; the ace).
  const H = '7 6 5 4 / 12 11 10 1 / 12 11 7 5 / 12 11 6 7';

  it('seat 1 passes, seat 2 bets 2, seat 3 raises 2, seat 2 leaves it: B draws 2 at once (art. 17 « Embido (2 points) Lau gehiago (+ 4) - Tira = 2 points »), then both its juegos, 31 and 33 (3 + 2)', async () => {
    const s = await judged(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1y 2y 3y 1p 2b2 3r2 2f`, H));
    expect(credits(s)).toEqual([
      'B:2:tira:juego:dialogue:FFMus art. 17',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 9 });
  });

  it('A\'s answer is seat 2\'s alone: seat 0, who said ez, may not refuse the raise for him (FFMus art. 16 « ne peut pas taper ni surenchérir à la place de son partenaire »)', () => {
    expect(failure(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1y 2y 3y 1p 2b2 3r2 0f`, H))).toMatchObject({ code: 'action/not-a-holder', rule: 'FFMus art. 16', path: 'actions[19]' });
  });
});

describe('Pagat « a 31 point Juego held by the Mano is unbeatable, unless you play the variation Juego Real »', () => {
  // seat 0 (mano) K-Q-S-A = 31; seat 1 7-7-7-S = 31 (medias of 7s: B's pares d'office); seats 2, 3 no juego.
  const H = '12 11 10 1 / 7 7 7 10 / 6 5 4 1 / 6 5 4 2';
  const script = `${G_C} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n 0p 1p`;

  it('without the variation the mano\'s 31 wins the juego paso: A counts 3', async () => {
    const s = await judged(deal(script, H, { rules: 'pagat' }));
    expect(lines(s).filter((l) => l.endsWith(':juego'))).toEqual(['A:3:base:juego']);
  });

  it('with Juego Real (`juegoReal: any`, « three sevens and a 10 point card »), seat 1\'s 7-7-7-S beats the mano\'s 31: B counts 3 (« valued as 3 points, the same as any other Juego »)', async () => {
    const s = await judged(deal(script, H, { rules: { preset: 'pagat', juegoReal: 'any' } }));
    expect(lines(s).filter((l) => l.endsWith(':juego'))).toEqual(['B:3:base:juego']);
    expect(s.ledger.find((c) => c.phase === 'juego')?.reason).toMatch(/Juego Real/);
  });
});

describe('Le dialogue « engager un point à la fois au Grand et au Petit (biak imido) » — the doubt pinned (docs/rules.md)', () => {
  // No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
  const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const rest = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

  it('a biak imido said without an amount is an imido of 2 at each phase (the record\'s default bet), not 1: B sees the grande (seat 0 takes 2 at the count) and leaves the chica (A draws 1, « Quelle que soit la mise initiale … 1 seul point »)', async () => {
    const r: DealRecord = deal(`g: 0B 1s | c: 3f | ${rest}`, H);
    const first = r.actions[0];
    if (first?.act === 'bet') delete first.amount;
    expect(r.actions[0]).toEqual({ phase: 'grande', seat: 0, act: 'bet', both: true });
    const s = await judged(r);
    expect(credits(s)).toEqual([
      'A:1:tira:chica:dialogue:FFMus art. 17',
      'A:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('an imido is at least 2 (Le dialogue « 2 points (imido) … C\'est la mise minimale »): a biak imido of 1 is refused', () => {
    expect(failure(deal(`g: 0B1 1s | c: 3f | ${rest}`, H))).toMatchObject({ code: 'action/bet-too-small', path: 'actions[0].amount' });
  });
});

describe('FFMus art. 6 « Si après avoir été Mus une fois, une carte est retournée, le jeu continue normalement »', () => {
  const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const play = `${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

  it('a card turned over after a mus is nothing to record: the deal with its mus round, discards and cut settles as the same deal without them', async () => {
    const withMus = await judged(deal(`m: 0m 1m 2m 3m 0d2 1d1 2d4 3d3 0m 1c | ${play}`, H));
    const without = await judged(deal(play, H));
    expect(credits(withMus)).toEqual(credits(without));
    expect(lines(withMus)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a wrong number of cards found in the second mus round is still art. 4 (a new deal), not art. 5 (docs/rules.md « Misdeal »)', () => {
    expect(failure(deal(`m: 0m 1m 2m 3m 0d2 1d1 2d4 3d3 2x | ${play}`, H))).toMatchObject({ code: 'action/misdeal-before-play', rule: 'FFMus art. 4' });
  });
});

describe('six players: the only holder of the esku\'s team is the esku\'s partner (Pagat « Six-player Mus »; FFMus art. 16)', () => {
  // esku 1; A = 0, 2, 4; B = 1, 3, 5; speaking order 1, 2, 3, 4, 5, 0. Pares: seat 2 (A) 5-5-K-A, and of
  // B only seat 5 (Q-Q-4-A, the esku's partner). No juego anywhere: seat 1 has the best punto (30).
  // Grande seat 0 (K-Q-7-A); chica seat 3 (A-4-6-7 before seat 5's A-4-Q-Q).
  const H = '12 11 7 1 / 11 10 6 4 / 5 5 12 1 / 7 6 4 1 / 12 10 6 2 / 11 11 4 2';
  const SIX = { rules: { preset: 'ffmus', players: 6 } as RulesSpec, esku: 1 };
  const before = `${allPass('g', 1, 6)} | ${allPass('c', 1, 6)} | p: 1n 2y 3n 4n 5y 0n`;
  const after = `j: 1n 2n 3n 4n 5n 0n | ${allPass('t', 1, 6)}`;

  it('seat 2 (A) opens, being the first holder from the esku; seat 5 raises 3, seat 2 leaves it — B draws 2 (art. 17 « Lau gehiago … Tira = 2 points »: the imido before the raise) and counts seat 5\'s pair', async () => {
    const s = await judged(deal(`${before} 2b2 5r3 2f | ${after}`, H, SIX));
    expect(credits(s)).toEqual([
      'B:2:tira:pares:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('the esku (seat 1, ez) and seat 3 (ez) may not answer for seat 5; seat 5 may not open before seat 2', () => {
    expect(failure(deal(`${before} 2b2 1f | ${after}`, H, SIX))).toMatchObject({ code: 'action/not-a-holder', rule: 'FFMus art. 16' });
    expect(failure(deal(`${before} 2b2 3s | ${after}`, H, SIX))).toMatchObject({ code: 'action/not-a-holder', rule: 'FFMus art. 16' });
    expect(failure(deal(`${before} 5b2 | ${after}`, H, SIX))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 9' });
  });
});

describe('six players: a punto tie goes to the seat nearer the esku (FFMus art. 17 « le ESKU l\'emporte dans tous les cas de figure »)', () => {
  // seat 0 S-K-6-4 = 30 and seat 5 K-Q-6-4 = 30; the others 19, 19, 17, 26. No pares, no juego.
  const H = '10 12 6 4 / 7 6 5 1 / 7 6 5 2 / 7 5 4 1 / 11 10 5 1 / 12 11 6 4';
  const SIX: RulesSpec = { preset: 'ffmus', players: 6 };
  const script = (e: number) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)} | p: ${[0, 1, 2, 3, 4, 5].map((i) => `${(e + i) % 6}n`).join(' ')} | j: ${[0, 1, 2, 3, 4, 5].map((i) => `${(e + i) % 6}n`).join(' ')} | ${allPass('t', e, 6)}`;

  it('esku seat 4: seat 5 speaks before seat 0 — the punto to B', async () => {
    const s = await judged(deal(script(4), H, { rules: SIX, esku: 4 }));
    expect(s.ledger.filter((c) => c.phase === 'punto').map((c) => `${c.team}:${c.seat}`)).toEqual(['B:5']);
  });

  it('esku seat 0: seat 0 is the esku — the same 30 go to A', async () => {
    const s = await judged(deal(script(0), H, { rules: SIX, esku: 0 }));
    expect(s.ledger.filter((c) => c.phase === 'punto').map((c) => `${c.team}:${c.seat}`)).toEqual(['A:0']);
  });
});

describe('the punto « en paso »: 1 tanto, not a paso point plus the base value (Memo Mus ch. V read with FFMus art. 17; docs/rules.md)', () => {
  // No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (K-S-5-4 = 29, B).
  const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const upTo = `${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n`;
  const punto = (s: { ledger: readonly { phase: string; team: string; points: number; kind: string; rule: string }[] }) =>
    s.ledger.filter((c) => c.phase === 'punto').map((c) => `${c.team}:${c.points}:${c.kind}:${c.rule}`);

  it('everyone passes: seat 3 takes 1 (art. 17 « S\'il y a eu Paso, celui qui a le meilleur Pontua tirera 1 point »; Memo ch. IV « 1 point ira au meilleur … le Point »; Pagat « the player with the best Punto gets 1 stone »)', async () => {
    expect(punto(await judged(deal(`${upTo} | ${allPass('t')}`, H)))).toEqual(['B:1:paso:FFMus art. 17']);
  });

  it('an imido refused: the tira (1, at once) and the punto point (1, last) — 2 in all (Memo ch. IX « il est toléré de tirer les 2 points du Point d\'un seul coup quand on nous a dit tira »; art. 17 « S\'il y a eu Tira, l\'équipe ayant gagné le Tira comptera 1 point du Pontua »)', async () => {
    expect(punto(await judged(deal(`${upTo} | t: 0b2 1f`, H)))).toEqual(['A:1:tira:FFMus art. 17', 'A:1:base:FFMus art. 17']);
  });

  it('an imido seen: the stake and the punto point to seat 3 (art. 17 « S\'il y a eu Iduki, on compte les point pariés plus 1 point du Pontua »)', async () => {
    expect(punto(await judged(deal(`${upTo} | t: 0b2 1s`, H)))).toEqual(['B:2:iduki:FFMus art. 17', 'B:1:base:FFMus art. 17']);
  });
});

describe('pares and juego « en paso »: the base values only, no point « au titre du pari » (FFMus art. 17 and Pagat against Wikipedia; docs/rules.md « Where the sources disagree »)', () => {
  // seat 0 duples K-K-Q-Q (40), seat 1 a pair of 7s (7-7-S-A, 25), seat 2 Q-S-7-4 (31, no pares), seat 3 a pair of 6s (21).
  // Pares: A (seat 0's duples) — 3; juego: A alone (seat 0's 40: 2, seat 2's 31: 3), no dialogue there.
  const H = '12 12 11 11 / 7 7 10 1 / 11 10 7 4 / 6 6 5 4';
  const script = `${G_C} | p: 0y 1y 2n 3y 0p 1p 3p | j: 0y 1n 2y 3n`;

  for (const rules of ['ffmus', 'pagat'] as const) {
    it(`${rules}: pares passed by all — seat 0's duples (3) alone for A, B's pairs nothing; juego held by A alone — 2 + 3; no paso credit at either`, async () => {
      const s = await judged(deal(script, H, { rules }));
      expect(lines(s).filter((l) => l.endsWith(':pares') || l.endsWith(':juego'))).toEqual(['A:3:base:pares', 'A:2:base:juego', 'A:3:base:juego']);
    });
  }
});
