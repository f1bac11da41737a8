/**
 * The table's refusal line (`errorText`, the control page's toast) says the facts of the engine's
 * refusal in the language on screen — the phase the table is at and the one a box or a phone said,
 * the bet standing — as the screen names them, not « Ce coup ne se dit pas maintenant ».
 */
import { describe, expect, it } from 'vitest';
import { TableSession } from '../../../shared/session/table-session.js';
import type { EngineError } from '../../../shared/index.js';
import { errorText } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

describe('the table’s refusal line says the phases and the figures of the refusal', () => {
  it('a word for chica said at grande, a paso while a bet of 3 stands: fr, es, eu', async () => {
    for (const lang of ['fr', 'es', 'eu'] as const) await loadErrorSentences(lang);
    const s = TableSession.create(SETUP, { id: 'm', created: '2026-11-25T10:00:00Z' });
    const told: EngineError[] = [];
    s.subscribe((_x, e) => { if (e.error) told.push(e.error); });
    expect(s.entry({ type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } }, 'box').ok).toBe(true);
    expect(s.entry({ type: 'action', action: { phase: 'chica', seat: 0, act: 'pass' } }, 'box').ok).toBe(false);
    expect(s.entry({ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 3 } }, 'box').ok).toBe(true);
    expect(s.entry({ type: 'action', action: { phase: 'grande', seat: 1, act: 'pass' } }, 'box').ok).toBe(false);
    const [phase, pass] = told;
    const view = s.match.view;
    expect(errorText(phase!, 'fr', view)).toBe('La table en est à Haundia (grand), pas à Tipia (petit) (FFMus art. 9)');
    expect(errorText(phase!, 'es', view)).toBe('La mesa está en Grande, no en Chica (FFMus art. 9)');
    expect(errorText(phase!, 'eu', view)).toBe('Mahaia Handia jokoan dago, ez Txikia jokoan (FFMus art. 9)');
    expect(errorText(pass!, 'fr', view)).toBe('Une mise de 3 attend sa réponse à Haundia (grand) : iduki, tira, gehiago ou hordago (FFMus Le dialogue)');
    expect(errorText(pass!, 'es', view)).toBe('Un envite de 3 espera respuesta a Grande: quiero, no quiero, más u órdago (FFMus Le dialogue)');
  });
});
