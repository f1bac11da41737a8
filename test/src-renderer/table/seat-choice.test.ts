/**
 * Who the table's buttons speak for (src-renderer/table/seat-choice.ts `seatChoice`): in the mus
 * rounds either partner of the team whose turn it is may say mintza (FFMus art. 7; Memo Mus ch. II),
 * so the control window offers them by name, the next seat chosen by default; a click on a partner
 * then on « Mintza » records the cut for that partner (the deal a judge replays credits the right
 * player). A bet standing: either partner answers (Pagat "The Betting"), as before.
 */
import { describe, expect, it } from 'vitest';
import { whoSpeaks, type Seat } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { seatChoice, turnLine } from '../../../src-renderer/table/seat-choice.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/table/texts.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const SIX = { rules: { preset: 'ffmus', players: 6 }, teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan', 'Ane', 'Jon'], esku: 0 };

/** The session's seat choice now, as the control window shows it. */
function choiceOf(s: TableSession) {
  const cur = s.match.view.current;
  if (!cur) throw new Error('no deal');
  return seatChoice(s.match.view, cur.state, whoSpeaks(cur.state), s.pad.speaker);
}

const names = (s: TableSession) => choiceOf(s)?.seats.map((o) => `${o.chosen ? '▶ ' : ''}${o.name} (${o.team})`);
const newSession = (setup: object = SETUP) => TableSession.create(setup as typeof SETUP, { id: 'm', created: '2026-11-27T10:00:00Z' });
const lastCut = (s: TableSession): Seat | undefined => s.match.view.current?.state.log.at(-1)?.seat;

describe('the partner who says mintza, on the control window', () => {
  it('the mus question offers the next seat and its partner by name, the next seat chosen', () => {
    const s = newSession();
    expect(choiceOf(s)).toMatchObject({ kind: 'cut', chosen: 0, cutOnly: false });
    expect(names(s)).toEqual(['▶ Peio (A)', 'Battitt (A)']);
    s.command({ cmd: 'mus' }, 'ui');
    expect(names(s)).toEqual(['▶ Maite (B)', 'Xan (B)']);
  });

  it('one click on « Mintza » still cuts for the next seat', () => {
    const s = newSession();
    expect(s.command({ cmd: 'cut' }, 'ui').ok).toBe(true);
    expect(s.match.view.current?.state.log.at(-1)).toMatchObject({ phase: 'mus', seat: 0, act: 'cut' });
  });

  it('the partner\'s button, then « Mintza »: the cut is recorded for the partner who said it', () => {
    const s = newSession();
    s.command({ cmd: 'mus' }, 'ui');
    const xan = choiceOf(s)?.seats.find((o) => o.name === 'Xan');
    expect(xan?.cmd).toEqual({ cmd: 'seat', seat: 3 });
    expect(s.command(xan!.cmd, 'ui').ok).toBe(true);
    // Xan chosen: pressed, and only the cut is his to say (mus is Maite's word)
    expect(choiceOf(s)).toMatchObject({ kind: 'cut', chosen: 3, cutOnly: true });
    expect(names(s)).toEqual(['Maite (B)', '▶ Xan (B)']);
    expect(s.command({ cmd: 'cut' }, 'ui').ok).toBe(true);
    expect(lastCut(s)).toBe(3);
    expect(s.match.view.current?.state.log.at(-1)?.act).toBe('cut');
  });

  it('at six, the three of the team, in speaking order', () => {
    const s = newSession(SIX);
    expect(names(s)).toEqual(['▶ Peio (A)', 'Battitt (A)', 'Ane (A)']);
  });

  it('no choice once the mus rounds are over, nor when one seat speaks; a bet standing: who answers, as before', () => {
    const s = newSession();
    s.command({ cmd: 'cut' }, 'ui');
    expect(choiceOf(s)).toBeNull();
    s.command({ cmd: 'bet' }, 'ui');
    expect(choiceOf(s)).toMatchObject({ kind: 'answer', chosen: 1, cutOnly: false });
    expect(names(s)).toEqual(['▶ Maite (B)', 'Xan (B)']);
  });
});

/** The turn line above the buttons (TurnPanel), in `lang`: the question and its name. */
function lineOf(s: TableSession, lang: 'fr' | 'en' = 'fr') {
  const cur = s.match.view.current;
  if (!cur) throw new Error('no deal');
  const line = turnLine(s.match.view, cur.state, whoSpeaks(cur.state), s.pad.speaker);
  const name = line.speaker === null ? '' : s.match.view.setup.players[line.speaker];
  return { text: uiT(lang)(`prompt.${line.promptKey}`, { name }), acts: line.acts, biak: line.biak || line.biakOrdago };
}

describe('the turn line names who is about to speak', () => {
  it('a partner chosen to cut is named, with only mintza open to him; the next seat again: mus or mintza', () => {
    const s = newSession();
    s.command({ cmd: 'mus' }, 'ui');
    expect(lineOf(s).text).toBe('Maite : mus ou mintza ?');
    s.command({ cmd: 'seat', seat: 3 }, 'ui');
    // the biak words are Maite's, not Xan's
    expect(lineOf(s)).toEqual({ text: 'Xan : mintza ?', acts: ['cut'], biak: false });
    expect(lineOf(s, 'en').text).toBe('Xan: cut (mintza)?');
    s.command({ cmd: 'seat', seat: 1 }, 'ui');
    expect(lineOf(s).text).toBe('Maite : mus ou mintza ?');
    expect(lineOf(s).acts).toContain('mus');
  });

  it('the esku may open the grande at once, biak too; his partner chosen to cut may not: the line says mintza only', () => {
    const s = newSession();
    expect(lineOf(s)).toMatchObject({ text: 'Peio : mus ou mintza ?', biak: true });
    s.command({ cmd: 'seat', seat: 2 }, 'ui');
    expect(lineOf(s)).toEqual({ text: 'Battitt : mintza ?', acts: ['cut'], biak: false });
  });

  it('a bet standing: the seat chosen to answer is named, as before', () => {
    const s = newSession();
    s.command({ cmd: 'cut' }, 'ui');
    s.command({ cmd: 'bet' }, 'ui');
    expect(lineOf(s).text).toBe('Maite répond');
    s.command({ cmd: 'seat', seat: 3 }, 'ui');
    expect(lineOf(s).text).toBe('Xan répond');
  });
});
