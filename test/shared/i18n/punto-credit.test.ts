/**
 * The punto point (FFMus art. 17) names who takes it, as its sibling credits do: after an iduki at
 * the punto (or no bet) the seat whose punto won, by the player's name or its place counted from 1;
 * after a tira at the punto no hand is compared, and the credit names the team.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { settled } from '../../helpers/settle.js';
import { creditText } from '../../../shared/i18n/index.js';
import type { Credit } from '../../../shared/types.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const BEFORE = `${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')}`;
const NAMES = ['Peio', 'Maite', 'Battitt', 'Xan'];

function puntoPoint(punto: string): Credit {
  const c = settled(deal(`${BEFORE} | ${punto}`, NOHANDS)).ledger.find((x) => x.phase === 'punto' && x.kind === 'base');
  if (!c) throw new Error('no punto point');
  return c;
}

describe('the punto point’s sentence', () => {
  it('after an iduki at the punto: the seat whose punto won (seat 3, 29: « place 4 »), as the iduki credit before it, or its player', () => {
    const c = puntoPoint('t: 0b2 1s');
    expect(c).toMatchObject({ team: 'B', points: 1, why: { key: 'base.punto', params: { seat: 3 } } });
    const iduki = settled(deal(`${BEFORE} | t: 0b2 1s`, NOHANDS)).ledger.find((x) => x.phase === 'punto' && x.kind === 'iduki');
    expect(iduki?.seat).toBe(3);
    expect(creditText(c, 'fr')).toBe('FFMus art. 17\u202f: le point du puntua, à la meilleure main (place 4)');
    expect(creditText(c, 'en')).toBe('FFMus art. 17: the punto point, to the best hand (seat 4)');
    expect(creditText(c, 'es')).toBe('FFMus art. 17: la piedra del punto, a la mejor jugada (sitio 4)');
    expect(creditText(c, 'eu')).toBe('FFMus art. 17: puntuaren tantoa, onenari (4. lekuko jokalaria)');
    expect(creditText(c, 'fr', NAMES)).toBe('FFMus art. 17\u202f: le point du puntua, à la meilleure main (Xan)');
    expect(creditText(c, 'en', NAMES)).toBe('FFMus art. 17: the punto point, to the best hand (Xan)');
    expect(creditText(c, 'es', NAMES)).toBe('FFMus art. 17: la piedra del punto, a la mejor jugada (Xan)');
    expect(creditText(c, 'eu', NAMES)).toBe('FFMus art. 17: puntuaren tantoa, onenari (Xan jokalaria)');
  });

  it('after a tira at the punto: the team that did not refuse (no hand compared, no seat to name)', () => {
    const c = puntoPoint('t: 0b2 1f');
    expect(c).toMatchObject({ team: 'A', points: 1, why: { key: 'base.punto', params: { team: 'A' } } });
    expect(creditText(c, 'fr')).toBe('FFMus art. 17\u202f: le point du puntua, à l’équipe A');
    expect(creditText(c, 'en')).toBe('FFMus art. 17: the punto point, to team A');
    expect(creditText(c, 'es')).toBe('FFMus art. 17: la piedra del punto, a la pareja A');
    expect(creditText(c, 'eu')).toBe('FFMus art. 17: puntuaren tantoa, A taldeari');
    expect(creditText(c, 'fr', NAMES)).toBe(creditText(c, 'fr'));
  });
});
