/**
 * The room display's headline while the players discard after a mus (`phase-headline.ts`): six
 * « Mus » said on six phones, the display went on reading « Mus ▶ Ane », as if Ane had a seventh to
 * say, while her phone asked for her discard. It says the discard, in the table's language; the
 * `data-phase` stays the phase (`mus`).
 */
import { describe, expect, it } from 'vitest';
import { createDeal } from '../../../shared/deal/state.js';
import { transition } from '../../../shared/deal/reducer.js';
import { whoSpeaks } from '../../../shared/deal/legal.js';
import { PRESETS } from '../../../shared/rules/presets.js';
import type { Action, DealState } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { phaseHeadline } from '../../../src-renderer/display/phase-headline.js';

const SIX = { ...PRESETS.ffmus, players: 6 as const };

function after(actions: Action[]): DealState {
  let s = createDeal({ rules: SIX, esku: 0 });
  for (const a of actions) {
    const t = transition(s, a);
    if (!t.ok) throw new Error(t.error.message);
    s = t.value.state;
  }
  return s;
}

const MUS = [0, 1, 2, 3, 4, 5].map((seat): Action => ({ phase: 'mus', seat, act: 'mus' }));

describe('the phase headline of the room display', () => {
  it('six « Mus » said: the discard, in the four languages (the phase stays mus)', () => {
    const turn = whoSpeaks(after(MUS));
    expect(turn.prompt).toBe('discard');
    expect(phaseHeadline(turn, uiT('es'))).toEqual({ key: 'mus', text: 'Descarte' });
    expect(phaseHeadline(turn, uiT('eu')).text).toBe('Deskartea');
    expect(phaseHeadline(turn, uiT('fr')).text).toBe('Écart');
    expect(phaseHeadline(turn, uiT('en')).text).toBe('Discard');
  });

  it('the mus round before, and after the discards: Mus', () => {
    expect(phaseHeadline(whoSpeaks(after(MUS.slice(0, 3))), uiT('es'))).toEqual({ key: 'mus', text: 'Mus' });
    const discards = [0, 1, 2, 3, 4, 5].map((seat): Action => ({ phase: 'mus', seat, act: 'discard', count: 1 }));
    expect(phaseHeadline(whoSpeaks(after([...MUS, ...discards])), uiT('es'))).toEqual({ key: 'mus', text: 'Mus' });
  });

  it('a phase, the showdown, and no deal: their names', () => {
    const grande = whoSpeaks(after([{ phase: 'mus', seat: 0, act: 'cut' }]));
    expect(phaseHeadline(grande, uiT('es'))).toEqual({ key: 'grande', text: 'Grande' });
    expect(phaseHeadline({ ...grande, prompt: 'showdown', phase: null }, uiT('es'))).toEqual({ key: 'showdown', text: 'Se enseñan las cartas' });
    expect(phaseHeadline(null, uiT('eu'))).toEqual({ key: 'over', text: uiT('eu')('phase.over') });
  });
});
