/**
 * Judge ruling: may the partner of the seat whose turn it is say mintza (cut the mus)?
 *
 * FFMus art. 7: « Le Esku et son partenaire décident s'ils sortent Mintza ou s'ils vont Mus en disant
 * Zuetan ou A vous. A leur tour, leurs adversaires en feront autant. » The decision is the team's.
 * Memo Mus ch. II: « Si l'équipe A avait décidé qu'elle avait un bon jeu … un des partenaires aurait
 * alors dit qu'il "sortait" »; « l'équipe A veut aller mus, mais pas la B … un des joueurs de la B
 * demande alors au joueur de la A qui a la parole (esku) de "sortir" et de parler ; il dit mintza »;
 * glossary « Mintza : … Obliger l'autre équipe à ne pas aller mus quand on n'est pas esku ».
 *
 * Ruling: yes — either partner of the team whose turn it is may say mintza; the other team may not
 * (it speaks « à leur tour »). The mus itself is said seat by seat in turn (« tous les joueurs doivent
 * être d'accord »). The engine took such a cut already; the turn helper (`whoSpeaks`, what the table,
 * the phones and the box offer) offered it to the seat whose turn it was only. It now lists the seats
 * that may cut (`cutSeats`), and the phone and the box take a partner's cut.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';
import { playDeal, playMatch } from '../helpers/play.js';
import { applyEntry, emptyPad, interpret, resolveRules, whoSpeaks, type RuleOptions } from '../../shared/index.js';
import { commandsFor, seatChoices } from '../../shared/phones/index.js';
import { TableSession } from '../../shared/session/table-session.js';
import { feedbackOf } from '../../src-main/serial/feedback.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const PLAY = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;
const six = resolveRules({ preset: 'ffmus', players: 6 });
const SIX = (six.ok ? six.value : undefined) as RuleOptions;

describe('the engine: a partner\'s mintza (FFMus art. 7; Memo Mus ch. II)', () => {
  it('esku seat 0: its partner seat 2 cuts before the esku has spoken — play starts with the esku at grande, as after the esku\'s own cut', () => {
    const byPartner = settled(deal(`m: 2c | ${PLAY}`, H));
    const byEsku = settled(deal(`m: 0c | ${PLAY}`, H));
    expect(byPartner.ledger).toEqual(byEsku.ledger);
    expect(lines(byPartner)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('A said mus: it is B\'s turn (seat 1), and seat 3 may cut for B (« un des joueurs de la B … dit mintza »); seat 2 may not any more — A has spoken', () => {
    expect(settled(deal(`m: 0m 3c | ${PLAY}`, H)).scoreAfter).toEqual({ A: 1, B: 2 });
    expect(failure(deal('m: 0m 2c'))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 7' });
  });

  it('the mus itself stays in turn, seat by seat: seat 2 may not say mus for the esku', () => {
    expect(failure(deal('m: 2m'))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 7' });
  });

  it('six players, esku seat 2: seat 0 (the third of A) cuts at the esku\'s turn; after 2m, seats 3, 5 and 1 may cut, seat 4 may not', () => {
    // playDeal checks each action with the reducer and throws on a refusal
    expect(whoSpeaks(playDeal('m: 0c', { rules: SIX, esku: 2 }))).toMatchObject({ prompt: 'open', phase: 'grande', seats: [2] });
    expect(whoSpeaks(playDeal('m: 2m 1c', { rules: SIX, esku: 2 }))).toMatchObject({ prompt: 'open', phase: 'grande', seats: [2] });
    expect(failure(deal('m: 2m 4c', undefined, { esku: 2, rules: { preset: 'ffmus', players: 6 } })).code).toBe('action/not-your-turn');
  });
});

describe('what the table offers agrees (whoSpeaks.cutSeats)', () => {
  it('esku 0: mus by seat 0 only, a cut by seats 0 and 2; after 0m, mus by seat 1, a cut by 1 and 3; none while discarding or at grande', () => {
    expect(whoSpeaks(playDeal(''))).toMatchObject({ prompt: 'mus', seats: [0], cutSeats: [0, 2] });
    expect(whoSpeaks(playDeal('m: 0m'))).toMatchObject({ prompt: 'mus', seats: [1], cutSeats: [1, 3] });
    expect(whoSpeaks(playDeal('m: 0m 1m 2m 3m')).cutSeats).toBeUndefined();
    expect(whoSpeaks(playDeal('m: 0c')).cutSeats).toBeUndefined();
  });

  it('six players, esku 2: a cut by 2, 4 and 0 (speaking order); after 2m by 3, 5 and 1', () => {
    expect(whoSpeaks(playDeal('', { rules: SIX, esku: 2 })).cutSeats).toEqual([2, 4, 0]);
    expect(whoSpeaks(playDeal('m: 2m', { rules: SIX, esku: 2 })).cutSeats).toEqual([3, 5, 1]);
  });

  it('a phone: the partner\'s phone offers mintza only; its tap records seat 2\'s cut; an opponent\'s phone offers nothing', () => {
    const m = playMatch();
    expect(seatChoices(m.view, 2)).toMatchObject({ prompt: 'mus', acts: ['cut'] });
    expect(seatChoices(m.view, 1).acts).toEqual([]);
    const cmds = commandsFor(m.view, 2, { act: 'cut' });
    expect(cmds).toEqual({ ok: true, value: [{ cmd: 'seat', seat: 2 }, { cmd: 'cut' }] });
    expect(commandsFor(m.view, 2, { act: 'mus' }).ok).toBe(false);
  });

  it('the box or the keyboard: choose seat 2, then mintza — the cut is seat 2\'s, and the engine takes it; seat 2 then mus is refused (it is seat 0\'s word)', () => {
    const m = playMatch();
    const picked = interpret(m.view, emptyPad(4), { cmd: 'seat', seat: 2 });
    expect(picked.outcome.kind).toBe('pad');
    const cut = interpret(m.view, picked.pad, { cmd: 'cut' });
    expect(cut.outcome).toMatchObject({ kind: 'entry', entry: { type: 'action', action: { phase: 'mus', seat: 2, act: 'cut' } } });
    if (cut.outcome.kind === 'entry') expect(applyEntry(m, cut.outcome.entry).ok).toBe(true);
    const mus = interpret(m.view, picked.pad, { cmd: 'mus' });
    expect(mus.outcome).toMatchObject({ kind: 'error', error: { code: 'input/not-your-turn', rule: 'FFMus art. 7' } });
    expect(interpret(m.view, emptyPad(4), { cmd: 'seat', seat: 1 }).outcome).toMatchObject({ kind: 'error', error: { code: 'input/not-your-turn' } });
  });

  it('the button box: SEAT2 lights seat 2 (TURN 2), then CUT records seat 2\'s mintza and grande opens with the esku (TURN 0)', () => {
    const s = TableSession.create({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 }, { id: 'box-mintza', created: '2026-01-01T00:00:00Z' });
    expect(feedbackOf(s)).toMatchObject({ prompt: 'mus', turn: [0] });
    s.command({ cmd: 'seat', seat: 2 }, 'box');
    expect(feedbackOf(s)).toMatchObject({ prompt: 'mus', turn: [2] });
    s.command({ cmd: 'cut' }, 'box');
    expect(s.match.view.current?.state.log).toEqual([{ phase: 'mus', seat: 2, act: 'cut' }]);
    expect(feedbackOf(s)).toMatchObject({ prompt: 'open', phase: 'grande', turn: [0] });
  });
});
