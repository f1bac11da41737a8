/**
 * Judge cases, eighth set: biak imido and biak hordago (FFMus art. 9 « Les enchères "Biak Embido" ou
 * "Biak Hordago" étant tolérées »), each answer of the other team — grande first, then chica (Le
 * dialogue « L'autre équipe devra répondre successivement à l'un et à l'autre ») — and the Memo Mus's
 * addenda on ch. VIII, word for word: « on laisse tirer le grand mais kanta pour le petit ; 1 point
 * pour le grand et la manche au meilleur au petit ; kanta au grand : la manche au meilleur au grand et
 * le petit ne sera jamais tiré ; tira au grand et au petit : 2 points », and the biak hordago said in
 * answer (« alors seulement là, la B peut faire biak hordago (si toutefois la A n'a pas déjà fait
 * hordago ou biak hordago) »; docs/rules.md « Biak hordago in answer »). Worked by hand; settled by
 * the engine, the command line and the step replay (`judged`).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal, hands } from '../helpers/dsl.js';
import { credits, failure, lines } from '../helpers/settle.js';
import { PRESETS, whoSpeaks } from '../../shared/index.js';
import { refDeal } from '../helpers/reference-deal.js';
import { playDeal } from '../helpers/play.js';
import { drawnAt, judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A, A); chica: seat 1 (A-4-5-6, B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('the Memo Mus\'s four answers to a biak hordago (ch. VIII, addenda)', () => {
  it('« tira au grand et au petit : 2 points »: A draws 1 at the grande, 1 at the chica, each when B says it — never 2 at the biak (« l\'usage … est là encore abusif »)', async () => {
    const r = deal(`g: 0O 1f | c: 3f | ${REST}`, H);
    const s = await judged(r);
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus Le dialogue',
      'A:1:tira:chica:dialogue:FFMus Le dialogue',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(drawnAt(r)).toEqual(['2 → A:1:tira:grande', '3 → A:1:tira:chica']);
  });

  it('« on laisse tirer le grand mais kanta pour le petit ; 1 point pour le grand et la manche au meilleur au petit »: at 20-25, A draws 1 (21), then seat 1\'s chica takes the manche for B; A keeps its 21', async () => {
    const s = await judged(deal('g: 0O 1f | c: 3s', H, { score: { A: 20, B: 25 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus Le dialogue', 'B:15:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 21, B: 40 } });
  });

  it('« kanta au grand : la manche au meilleur au grand et le petit ne sera jamais tiré »: seat 0\'s K-Q takes the manche; no chica word is taken after it (action/dialogue-over)', async () => {
    const s = await judged(deal('g: 0O 1s', H));
    expect(credits(s)).toEqual(['A:40:ordago:grande:showdown:FFMus art. 10']);
    expect(failure(deal('g: 0O 1s | c: 1f', H)).code).toBe('action/dialogue-over');
  });

  it('a biak hordago by the esku\'s partner after two pasos (his team\'s turn, Memo « la B peut faire biak hordago » once the other has spoken): seat 3 leaves the grande (A 11), seat 1 kanta at chica — B takes the manche at 11-40', async () => {
    const s = await judged(deal('g: 0p 1p 2O 3f | c: 1s', H, { score: { A: 10, B: 10 } }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:30:ordago:chica']);
    expect(s.scoreAfter).toEqual({ A: 11, B: 40 });
  });
});

describe('a biak hordago in answer (docs/rules.md: a tira at grande pays the total before the hordago; at chica 1, or the biak imido that stood there)', () => {
  it('after an imido of 2: A leaves the grande (B draws 2, Le dialogue « 2 points seulement »), then the chica (B draws 1) — B 2 + 1 + the punto paso', async () => {
    const r = deal(`g: 0b2 1O 0f | c: 2f | ${REST}`, H);
    const s = await judged(r);
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:tira:chica', 'B:1:paso:punto']);
    expect(drawnAt(r)).toEqual(['3 → B:2:tira:grande', '4 → B:1:tira:chica']);
  });

  it('after a biak imido of 2: the grande tira pays the 2 of the imido, and the chica tira the 2 of the biak imido that stood at chica — B draws 4, and its punto', async () => {
    const s = await judged(deal(`g: 0B2 1O 2f | c: 0f | ${REST}`, H));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:2:tira:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });

  it('after raises (imido 2, 3 gehiago, 2 gehiago): the grande tira pays 7, then a kanta at chica gives seat 1\'s chica the manche — B 7 + 33', async () => {
    const s = await judged(deal('g: 0b2 1r3 0r2 1O 0f | c: 0s', H));
    expect(credits(s)).toEqual(['B:7:tira:grande:dialogue:FFMus Le dialogue', 'B:33:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 0, B: 40 } });
  });

  it('kanta at the grande in answer to B\'s biak hordago: seat 0\'s grande wins the manche for A, though B spoke last', async () => {
    const s = await judged(deal('g: 0b2 1O 2s', H, { score: { A: 5, B: 30 } }));
    expect(credits(s)).toEqual(['A:35:ordago:grande:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 30 } });
  });

  it('said by the team whose own biak imido stands at chica (A biak imido, B 3 gehiago at grande, A biak hordago): the grande tira pays 2 + 3 = 5; at chica B never answered A\'s imido, so the hordago there is A\'s first bet and B\'s tira pays 1 (Le dialogue « Quelle que soit la mise initiale (imido, x imido ou hordago), quand elle est suivie d\'un tira, 1 seul point sera tiré »; docs/rules.md « or, when a biak imido of the other team stood at chica, that imido »)', async () => {
    const r = deal(`g: 0B2 1r3 0O 1f | c: 1f | ${REST}`, H);
    const s = await judged(r);
    expect(lines(s)).toEqual(['A:5:tira:grande', 'A:1:tira:chica', 'B:1:paso:punto']);
    expect(drawnAt(r)).toEqual(['4 → A:5:tira:grande', '5 → A:1:tira:chica']);
    // the plain reference of the property tests (test/helpers/reference-deal.ts) counts the same
    expect(refDeal(r.actions, hands(H), 0, PRESETS.ffmus).points).toMatchObject({ grande: { A: 5, B: 0 }, chica: { A: 1, B: 0 } });
    // what the table offers B at chica says the same (the answer prompt's « tira pays »)
    expect(whoSpeaks(playDeal('g: 0B2 1r3 0O 1f'))).toMatchObject({ prompt: 'answer-ordago', phase: 'chica', team: 'B', tiraPays: 1 });
    // the other team's biak imido under the hordago: the prompt's tira pays that imido (2)
    expect(whoSpeaks(playDeal('g: 0B2 1O 2f'))).toMatchObject({ prompt: 'answer-ordago', phase: 'chica', team: 'A', tiraPays: 2 });
  });

  it('refused once a hordago of the other team stands (« si toutefois la A n\'a pas déjà fait hordago ou biak hordago »): after a hordago, after a biak hordago', () => {
    expect(failure(deal('g: 0o 1O', H)).code).toBe('action/must-answer-ordago');
    expect(failure(deal('g: 0O 1O', H)).code).toBe('action/must-answer-ordago');
  });

  it('refused at any phase but the grande (art. 9 names it at the start of play; biak engages grande and chica together): at chica, at the punto', () => {
    expect(failure(deal(`${allPass('g')} | c: 0O`, H)).code).toBe('action/biak-not-grande');
    expect(failure(deal(`${allPass('g')} | c: 0b2 1O`, H)).code).toBe('action/biak-not-grande');
    expect(failure(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0O`, H)).code).toBe('action/biak-not-grande');
  });
});

describe('biak imido answered with raises at the chica', () => {
  it('iduki at grande; at chica B 3 gehiago, A 2 gehiago, B tira — A draws 2 + 3 = 5 at once (« le cumul des avant-dernières enchères »); the grande iduki (2) to seat 0 at the count', async () => {
    const s = await judged(deal(`g: 0B2 1s | c: 1r3 0r2 1f | ${REST}`, H));
    expect(lines(s)).toEqual(['A:5:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 7, B: 1 });
  });

  it('iduki at grande; at chica B says hordago on the biak imido, A tira — B draws the 2 of the biak imido (Le dialogue « même hordago … 2 points seulement »)', async () => {
    const s = await judged(deal(`g: 0B2 1s | c: 3o 2f | ${REST}`, H));
    expect(lines(s)).toEqual(['B:2:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
  });

  it('a biak imido by B after the esku\'s paso: A sees the grande (seat 0\'s K-Q takes the 2 at the count) and leaves the chica (B draws 1)', async () => {
    const s = await judged(deal(`g: 0p 1B2 2s | c: 0f | ${REST}`, H));
    expect(lines(s)).toEqual(['B:1:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
  });
});

describe('a misdeal found between the two answers to a biak hordago (FFMus art. 5 « on annulera les points tirés par son équipe »)', () => {
  it('seat 2 (A) is found out after B left the grande: A\'s grande point goes back; B then leaves the chica too, and that point, drawn after, stands', async () => {
    const s = await judged(deal('g: 0O 1f | c: 2x 3f | p: 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p', H));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus Le dialogue',
      'A:-1:cancel:deal:dialogue:FFMus art. 5',
      'A:1:tira:chica:dialogue:FFMus Le dialogue',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.out).toEqual([2]);
  });

  it('seat 1 (B, the best chica) is found out instead: nothing of A\'s to cancel; seat 3 says kanta at chica and the best chica left is seat 0\'s ace — A\'s manche, with the grande point drawn before (1 + 39)', async () => {
    const s = await judged(deal('g: 0O 1f | c: 1x 3s', H));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus Le dialogue', 'A:39:ordago:chica:showdown:FFMus art. 10']);
    expect(s.ledger[1]).toMatchObject({ seat: 0 });
    expect(s).toMatchObject({ winner: 'A', out: [1] });
  });
});
