/**
 * The table's error line (TurnPanel's `errorText` of the session's refusal) names the players an
 * action refused is about, as the table names them: a box or a phone that sends a word for the wrong
 * seat reads « Battitt ne peut pas parler : c’est à Peio de parler », not « Ce n’est pas à ce joueur
 * de parler » beside a prompt that names Peio.
 */
import { describe, expect, it } from 'vitest';
import { TableSession } from '../../../shared/session/table-session.js';
import type { EngineError } from '../../../shared/index.js';
import { errorText } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

describe('the table names the seats of an action refused', () => {
  it('a word for the wrong seat, a cut by the wrong team: the refusal the table shows names the players', async () => {
    await loadErrorSentences('fr');
    await loadErrorSentences('es');
    const s = TableSession.create(SETUP, { id: 'm', created: '2026-11-25T10:00:00Z' });
    const told: EngineError[] = [];
    s.subscribe((_x, e) => { if (e.error) told.push(e.error); });
    expect(s.entry({ type: 'action', action: { phase: 'mus', seat: 1, act: 'cut' } }, 'box').ok).toBe(false);
    expect(s.entry({ type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } }, 'box').ok).toBe(true);
    expect(s.entry({ type: 'action', action: { phase: 'grande', seat: 2, act: 'pass' } }, 'box').ok).toBe(false);
    const [cut, turn] = told;
    const view = s.match.view;
    expect(errorText(cut!, 'fr', view)).toBe('Maite ne peut pas couper : c’est à Peio ou à un partenaire de dire mus ou mintza (équipe A) (FFMus art. 7)');
    expect(errorText(turn!, 'fr', view, { who: 'Peio', allowed: 'paso, imido' })).toBe('Battitt ne peut pas parler : c’est à Peio de parler à Haundia (grand) (FFMus art. 9). Maintenant, Peio peut dire : paso, imido');
    expect(errorText(turn!, 'es', view)).toBe('Battitt no puede hablar: le toca a Peio en Grande (FFMus art. 9)');
  });

  it('a key for a seat that may not speak, a hand typed short: the table names the player, not « ce joueur »', async () => {
    await loadErrorSentences('fr');
    const s = TableSession.create(SETUP, { id: 'm', created: '2026-11-25T10:00:00Z' });
    const told: EngineError[] = [];
    s.subscribe((_x, e) => { if (e.error) told.push(e.error); });
    expect(s.command({ cmd: 'cut' }, 'box').ok).toBe(true);
    expect(s.command({ cmd: 'bet' }, 'box').ok).toBe(true);
    // Peio opened grande: Battitt, his partner, does not answer
    expect(s.command({ cmd: 'seat', seat: 2 }, 'box').ok).toBe(false);
    const [turn] = told;
    expect(turn?.code).toBe('input/not-your-turn');
    expect(errorText(turn!, 'fr', s.match.view)).toBe('Battitt ne peut pas parler maintenant');
  });
});
