/**
 * An announcement error as the count and the judge's view say it (src-renderer/showdown/error-line.ts):
 * who, the phase, the error and its effect, with the colon of the language — French writes
 * « Pariak (paires) : ba sans avoir » (a narrow no-break space before the colon); it said
 * « Pariak (paires): ».
 */
import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../shared/index.js';
import { errorLine } from '../../../src-renderer/showdown/error-line.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

const setup = { rules: TO_WIN_RULES, teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 };
const live = replayLog(setup, [...TO_WIN.first, ...TO_WIN.last]);
if (!live.ok) throw new Error(live.error.message);
const view = live.value.view;
const deal = view.deals[1];
if (!deal) throw new Error('no second deal');

describe('an announcement error in words', () => {
  it('French: the name, the team, the phase, then « : » with its narrow no-break space', () => {
    const e = deal.errors[0];
    if (!e) throw new Error('no error');
    expect(e.rule).toBe('FFMus art. 13 a');
    const line = errorLine(e, view, 'fr', uiT('fr'));
    expect(line.startsWith('Maite (A), Pariak (paires)\u202f: ba sans avoir. ')).toBe(true);
    expect(line).not.toContain('paires):');
  });

  it('the other languages: the colon right after the phase, the effect as a sentence', () => {
    const e = deal.errors[1];
    if (!e) throw new Error('no second error');
    expect(errorLine(e, view, 'en', uiT('en'))).toMatch(/^Ane \(A\), Juego \(jokua\): ez while holding\. [A-Z]/);
    expect(errorLine(e, view, 'es', uiT('es'))).toMatch(/^Ane \(A\), Juego: dijo no teniendo\. [A-Z]/);
    // the player by the name alone (it said « Seat Ane denied juego », « El jugador Ane negó el juego »)
    expect(errorLine(e, view, 'en', uiT('en'))).toContain('holding. Ane denied juego, nobody else holds');
    expect(errorLine(e, view, 'es', uiT('es'))).toContain('teniendo. Ane negó el juego, nadie más lo tiene');
  });
});
