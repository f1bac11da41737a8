/**
 * The judge's small ledger words (ledger-words.ts): a point taken back shows as « -1 » (the list of
 * credits drawn during a deal said « A +-1 » for the art. 5 credit of a misdeal), and the seats out
 * of a deal after a misdeal are named under its count and while it is played (FFMus art. 5), as the
 * command line's replay says them.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromMatchRecord, type MatchRecord } from '../../../shared/index.js';
import { outLine, signedPoints } from '../../../src-renderer/judge/ledger-words.js';
import { buildSteps, dealStateAt } from '../../../shared/judge/steps.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { itemAt } from '../../helpers/item-at.js';

const record = JSON.parse(readFileSync(new URL('../../fixtures/judge/dispute-misdeal.json', import.meta.url), 'utf8')) as MatchRecord;

function model() {
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('signed points', () => {
  it('+ before a credit, - before a point taken back, nothing before 0', () => {
    expect([2, 1, 0, -1, -7].map(signedPoints)).toEqual(['+2', '+1', '0', '-1', '-7']);
  });
});

describe('a deal with a misdeal (Battitt found with three cards during the chica, FFMus art. 5)', () => {
  const mod = model();
  const misdeal = 4; // the step of the misdeal entry
  it('the credits drawn so far read « +1 » then « -1 » (the tira of A taken back)', () => {
    const credits = dealStateAt(mod, misdeal)?.credits ?? [];
    expect(credits.map((c) => `${c.team} ${signedPoints(c.points)} ${c.rule}`)).toEqual(['A +1 FFMus art. 17', 'A -1 FFMus art. 5']);
  });
  it('the seat out is named while the deal is played and under its count, in the four languages', () => {
    const view = itemAt(mod.steps, misdeal).match.view;
    expect(dealStateAt(mod, misdeal)?.out).toEqual([2]);
    expect(outLine(view, [2], uiT('fr'))).toBe('Hors jeu après une erreur de distribution (FFMus art. 5) : Battitt');
    expect(outLine(view, [2], uiT('en'))).toBe('Out of the deal after a misdeal (FFMus art. 5): Battitt');
    for (const lang of ['eu', 'es'] as const) expect(outLine(view, [2], uiT(lang))).toMatch(/^[^{}]*FFMus art\. 5[^{}]*Battitt$/);
    const settled = mod.steps.flatMap((s) => (s.settled ? [s.settled] : []));
    expect(itemAt(settled, 0).out).toEqual([2]);
    expect(outLine(view, [], uiT('fr'))).toBeNull();
  });
});

describe('the race chart of a deal with a misdeal names its points with their sign', () => {
  it('the art. 5 credit is « A -1 » in the point’s name, in the four languages (it said « A +-1 »)', async () => {
    const { raceOfMatch } = await import('../../../shared/display/race.js');
    const { pointLabel } = await import('../../../src-renderer/chart/point-label.js');
    const mod = model();
    const last = itemAt(mod.steps, mod.steps.length - 1);
    const race = itemAt(raceOfMatch(last.match.view.deals, last.match.view.rules), 0);
    const taken = race.steps.find((s) => s.points < 0);
    if (!taken) throw new Error('fixture changed: no point taken back');
    expect(pointLabel(taken, uiT('fr'))).toBe('Crédit 2, donne 1 : A -1, Donne (annulation) ; A 0 – B 0');
    expect(pointLabel(itemAt(race.steps, 0), uiT('fr'))).toMatch(/^Crédit 1, donne 1 : A \+1, /);
    for (const lang of ['eu', 'es', 'en'] as const) expect(pointLabel(taken, uiT(lang))).toMatch(/ A -1, /);
  });
});
