/**
 * Judge cases, ninth set: the amounts at their limits — an imido or a gehiago of 0, the smallest
 * imido at each phase, and the largest ladder a file can hold (99 + 99). *Le dialogue*: « Il engage 2
 * points (imido) … C'est la mise minimale »; a raise is said with its amount (FFMus art. 17 « Lau
 * gehiago (+ 4) »); no text caps the ladder (docs/rules.md « Bet limits »: a file keeps each amount
 * within 99, and the count never goes past the target, Memo Mus ch. IX « on ne gagne pas 46 points à
 * 42 »). The engine and the command line refuse the same records with the same code; the settled
 * ones agree with the step replay (`judged`).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure } from '../helpers/settle.js';
import { musInProcess } from '../helpers/mus-cli.js';
import { judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

/** The engine's refusal and the command line's, which must name the same code and field. */
async function refusedBoth(script: string, code: string, path: string): Promise<void> {
  const r = deal(script, H);
  expect(failure(r)).toMatchObject({ code, path });
  const run = await musInProcess(['settle', '--json', '-'], `${JSON.stringify(r)}\n`);
  expect(run.code).toBe(1);
  expect(JSON.parse(run.out.trim())).toMatchObject({ error: { code, path } });
}

describe('amounts of 0', () => {
  it('an imido of 0 at grande is refused (action/bet-too-small, Le dialogue « la mise minimale »)', async () => {
    await refusedBoth(`g: 0b0 1f | ${allPass('c')} | ${REST}`, 'action/bet-too-small', 'actions[0].amount');
  });

  it('a gehiago of 0 at chica is refused (action/raise-too-small): a raise adds at least 1', async () => {
    await refusedBoth(`${allPass('g')} | c: 0b2 1r0 0f | ${REST}`, 'action/raise-too-small', 'actions[5].amount');
  });
});

describe('the smallest imido and gehiago', () => {
  it('imido 2, gehiago 1, tira at the punto: A draws 2 (« Embido (2 points) Lau gehiago (+ 4) - Tira = 2 points », whatever the raise) and the punto point (art. 17 « S\'il y a eu Tira, l\'équipe ayant gagné le Tira comptera 1 point du Pontua »), last', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1b2 2r1 3f`, H));
    expect(credits(s)).toEqual([
      'A:2:tira:punto:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:punto:showdown:FFMus art. 17',
    ]);
  });
});

describe('the largest ladder a file holds: 99 + 99', () => {
  it('imido 99, gehiago 99, tira: B draws the 99 of the imido at once — 40 applied at 0-0, the manche won in the dialogue; no hands needed', async () => {
    const s = await judged(deal('g: 0b99 1r99 2f', undefined));
    expect(credits(s)).toEqual(['B:99=40:tira:grande:dialogue:FFMus art. 17']);
    expect(s).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 0, B: 40 } });
  });

  it('the same ladder seen at 35-39: the 198 go to seat 0\'s grande at the count — A takes the 5 it lacked, and the chica and punto are never counted', async () => {
    const s = await judged(deal(`g: 0b99 1r99 2s | ${allPass('c')} | ${REST}`, H, { score: { A: 35, B: 39 } }));
    expect(credits(s)).toEqual([
      'A:198=5:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });
});
