/**
 * Judge cases, eighth set: an imido larger than the manche. The FFMus texts and Pagat set no limit
 * (docs/rules.md « Bet limits »: « no limit on the ladder (a file keeps each amount within 99); the
 * count never goes past the target anyway »; Memo Mus ch. IX « on ne gagne pas 46 points à 42 »). A
 * seen imido of 45 is not a hordago: it waits for the count in its phase's place, after the tiras
 * (Memo Mus ch. IX); refused, it pays 1 like any opening bet (Le dialogue « Quelle que soit la mise
 * initiale (imido, x imido ou hordago), quand elle est suivie d'un tira, 1 seul point sera tiré »).
 * Worked by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure } from '../helpers/settle.js';
import { musInProcess } from '../helpers/mus-cli.js';
import { judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('an imido of 45', () => {
  it('seen at 10-20: the grande iduki applies the 30 A lacks and is decisive; the chica and punto are not counted — the deal went on to the count (end showdown, not ordago)', async () => {
    const s = await judged(deal(`g: 0b45 1s | ${allPass('c')} | ${REST}`, H, { score: { A: 10, B: 20 } }));
    expect(credits(s)).toEqual([
      'A:45=30:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', end: 'showdown', scoreAfter: { A: 40, B: 20 } });
  });

  it('seen at 10-38, then B wins a chica tira (39): the tira is counted first, but 39 is not 40 — the grande iduki still takes A to 40', async () => {
    const s = await judged(deal(`g: 0b45 1s | c: 0p 1b2 0f | ${REST}`, H, { score: { A: 10, B: 38 } }));
    expect(credits(s)).toEqual([
      'B:1:tira:chica:dialogue:FFMus art. 17',
      'A:45=30:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });

  it('refused: 1 point, as any opening bet — and a raise of 40 refused pays the 45 before it, 40 applied at most', async () => {
    const s = await judged(deal(`g: 0b45 1f | ${allPass('c')} | ${REST}`, H));
    expect(credits(s)[0]).toBe('A:1:tira:grande:dialogue:FFMus art. 17');
    const t = await judged(deal('g: 0b45 1r40 0f', undefined, { score: { A: 0, B: 3 } }));
    expect(credits(t)).toEqual(['B:45=37:tira:grande:dialogue:FFMus art. 17']);
    expect(t).toMatchObject({ winner: 'B', end: 'dialogue' });
  });

  it('an amount of 100 is refused at the field (docs/rules.md « a file keeps each amount within 99 »): one answer from the engine and the command line\'s gate (schema/maximum)', async () => {
    const r = deal('g: 0b100 1s', H);
    expect(failure(r)).toMatchObject({ code: 'schema/maximum', path: 'actions[0].amount', message: 'actions[0].amount: must be <= 99' });
    const run = await musInProcess(['settle', '--json', '-'], `${JSON.stringify(r)}\n`);
    expect(run.code).toBe(1);
    expect(run.out).toContain('schema/maximum');
    expect(run.out).toContain('actions[0].amount');
  });
});
