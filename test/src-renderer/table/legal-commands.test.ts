/**
 * The table's buttons (src-renderer/table/Actions.tsx `legalCommands`): only the legal choices are
 * enabled (docs/app.md, "Using it at the table", 2), read from whoSpeaks on real deals (FFMus):
 * mus or mintza (the esku's first word may also open grande); at grande's opening paso, imido, hordago and biak; a bet standing: iduki,
 * tira, gehiago, hordago and the answering seat; a hordago standing: kanta or tira only; ba/ez at
 * pares and juego.
 */
import { describe, expect, it } from 'vitest';
import { whoSpeaks } from '../../../shared/index.js';
import { legalCommands } from '../../../src-renderer/table/Actions.js';
import { playDeal } from '../../helpers/play.js';

const legal = (script: string) => [...legalCommands(whoSpeaks(playDeal(script)))].sort();

describe('legal commands at the table', () => {
  it('nothing without a turn', () => {
    expect([...legalCommands(null)]).toEqual([]);
  });

  it('the esku’s first word: mus, mintza, or straight away a grande word (paso, imido, hordago, biak)', () => {
    expect(legal('')).toEqual(['bet', 'biak', 'biakOrdago', 'cut', 'digits', 'mus', 'ordago', 'pass']);
  });

  it('once mus was said: mus or mintza only', () => {
    expect(legal('m: 0m')).toEqual(['cut', 'mus']);
  });

  it('after a mus: the discards', () => {
    expect(legal('m: 0m 1m 2m 3m')).toEqual(['discard']);
  });

  it('grande opening: paso, imido (with digits), hordago, and the biak imido and biak hordago', () => {
    expect(legal('m: 0c')).toEqual(['bet', 'biak', 'biakOrdago', 'digits', 'ordago', 'pass']);
  });

  it('chica opening: no biak (only an opening at grande has it)', () => {
    expect(legal('m: 0c | g: 0p 1p 2p 3p')).toEqual(['bet', 'digits', 'ordago', 'pass']);
  });

  it('a bet standing: iduki, tira, gehiago (digits), hordago, and who answers for the team — no paso', () => {
    expect(legal('m: 0c | g: 0p 1p 2p 3p | c: 0b2')).toEqual(['digits', 'fold', 'ordago', 'raise', 'seat', 'see']);
  });

  it('a hordago standing: kanta or tira, and who answers — nothing else', () => {
    expect(legal('m: 0c | g: 0p 1p 2p 3p | c: 0o')).toEqual(['fold', 'seat', 'see']);
  });

  it('at pares: ba or ez', () => {
    expect(legal('m: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p')).toEqual(['ba', 'ez']);
  });
});
