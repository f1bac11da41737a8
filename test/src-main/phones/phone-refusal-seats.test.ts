/**
 * A phone's tap refused by the table names the seats it is about (`EngineError.seats` passed on in
 * the refusal's reply, `refusedBy` / `wireError`): the seat page says « Peio ne peut pas couper :
 * c’est à Ane ou à un partenaire… » with the table's names, not a bare sentence. And a word tapped on
 * a phone is that seat's even when the control window chose a partner to say mintza (FFMus art. 7):
 * the cut is credited to the phone's player, and the next seat's mus is not refused.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PhoneTable } from '../../../src-main/phones/phone-table.js';
import { wireError } from '../../../shared/phones/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import type { SessionHost } from '../../../shared/session/session-host.js';
import type { EngineError } from '../../../shared/index.js';
import { hostWithMatch, PLAYERS } from '../../helpers/phones-play.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tableOn(host: SessionHost) {
  const dir = mkdtempSync(join(tmpdir(), 'mus-phone-seats-'));
  dirs.push(dir);
  let made = 0;
  return new PhoneTable(host, { tokensFile: (id) => join(dir, `${id}.tokens.json`), handsFile: (id) => join(dir, `${id}.hands.json`), newToken: () => `token-${String(made++).padStart(20, '0')}` });
}

/** The engine's own refusal of a cut by the wrong team (Peio, seat 1, while Ane's team decides). */
function wrongTeamCut(): EngineError {
  const s = TableSession.create({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 }, { id: 'x', created: '2026-11-27T10:00:00Z' });
  const r = s.entry({ type: 'action', action: { phase: 'mus', seat: 1, act: 'cut' } }, 'box');
  if (r.ok) throw new Error('the cut was taken');
  return r.error;
}

const lastAction = (host: SessionHost) => host.current?.match.view.current?.state.log.at(-1);

describe('a phone\'s refusal names the seats of the table\'s refusal', () => {
  it('the reply carries the code, the message and the seats; the wire sends them to the seat page', () => {
    const host = hostWithMatch();
    const phones = tableOn(host);
    const engine = wrongTeamCut();
    expect(engine.seats).toEqual({ seat: 1, turn: 0, team: true });
    const spy = vi.spyOn(host, 'command').mockReturnValueOnce({ ok: false, error: engine });
    const j = phones.join(0);
    const a = phones.tap(0, j.join, 'tap-1', () => phones.act(0, { act: 'cut' }));
    spy.mockRestore();
    // with the facts it names (`params`: the team whose turn it is), said by the seat page in its language
    expect(a).toEqual({ ok: false, error: { code: 'action/not-your-turn', message: engine.message, status: 409, seats: { seat: 1, turn: 0, team: true }, params: { form: 'team', team: 'A' } } });
    if (a.ok) return;
    expect(wireError(a.error)).toEqual({ code: 'action/not-your-turn', message: engine.message, seats: { seat: 1, turn: 0, team: true }, params: { form: 'team', team: 'A' } });
    // a refusal without seats goes as before: code and message only
    expect(wireError({ code: 'phones/offline', message: 'no connection', status: 409 })).toEqual({ code: 'phones/offline', message: 'no connection' });
  });

  it('the control window chose the partner to cut: the esku\'s phone still says its own mus, and its own cut', () => {
    const host = hostWithMatch();
    const phones = tableOn(host);
    expect(host.command({ cmd: 'seat', seat: 2 }, 'ui').ok).toBe(true); // Maite chosen to say mintza
    expect(phones.act(0, { act: 'mus' }).ok).toBe(true);
    expect(lastAction(host)).toMatchObject({ phase: 'mus', seat: 0, act: 'mus' });
    // Peio (seat 1) now; the control window chose Xan, his partner; Peio's phone says mintza: Peio cut
    expect(host.command({ cmd: 'seat', seat: 3 }, 'ui').ok).toBe(true);
    expect(phones.act(1, { act: 'cut' }).ok).toBe(true);
    expect(lastAction(host)).toMatchObject({ phase: 'mus', seat: 1, act: 'cut' });
  });
});
