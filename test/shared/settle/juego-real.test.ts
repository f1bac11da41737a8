/**
 * Juego Real with the sota of oros (issue 28 §3). Pagat « Juego Real »: « 31 points consisting of
 * three sevens and a 10 point card. This beats an ordinary Juego of 31 points »; « For some players,
 * the 10 point card in a Juego Real must be the Sota of Coins » (`juegoReal: "oros"`,
 * docs/rules-presets.md). A sota written without its suit
 * (`"10"`) may decide the juego. Such a deal is refused with `hands/suit-needed`, the card named, by
 * every reader (settle, check, a match replay, the live match, the library's import); a deal whose
 * result the suit does not change settles as before. The ledger says why a 31 beat another.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry, fromMatchRecord, renderSettlement, replayMatch, settleRecord, startMatch, suitNeeded,
  type DealRecord, type LiveMatch, type MatchRecord,
} from '../../../shared/index.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { checkFile } from '../../../shared/format/check.js';
import { foldRecord } from '../../../shared/hub/records.js';
import { errorText } from '../../../shared/i18n/errors.js';
import { acts, allPass, decl, deal } from '../../helpers/dsl.js';

const OROS = { preset: 'ffmus', juegoReal: 'oros' } as const;
// the esku is seat 1 (team B, 31 with C S 7 4); Peio, seat 0 (team A), speaks last with 7 7 7 S;
// seats 2 and 3 hold neither pares nor juego; everyone passes the juego
const SCRIPT = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1p 0p`;
const hands = (sota: string) => `7 7 7 ${sota} / 11 10 7 4 / 12 5 4 1 / 11 6 3 2`;
const record = (sota: string, script = SCRIPT, rules: DealRecord['rules'] = OROS) => deal(script, hands(sota), { esku: 1, rules });
const juegoCredit = (r: ReturnType<typeof settleRecord>) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.settlement.ledger.find((c) => c.phase === 'juego' && c.kind === 'base')!;
};

describe('a sota without its suit that decides the juego is refused (juegoReal "oros")', () => {
  it('the issue\'s deal: 7 7 7 S against the esku\'s 31, the sota not written: refused, the card named', () => {
    const r = settleRecord(record('10'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'hands/suit-needed', path: 'hands[0][3]', rule: 'Pagat « Juego Real »' });
    expect(r.error.message).toContain('seat 0\'s sota');
    // as the table says it: the sentence, the player and the card
    expect(errorText(r.error, 'fr', { player: 'Peio', row: 4 })).toBe('La couleur de cette sota décide la donne (juego real avec la sota d’oros) : donnez-la — main de Peio, carte 4 (Pagat « Juego Real »)');
  });

  it('with the sota of oros the Juego Real takes the juego: A +3; with another suit the esku\'s 31 does: B +3', () => {
    expect(juegoCredit(settleRecord(record('10o')))).toMatchObject({ team: 'A', seat: 0, points: 3 });
    for (const s of ['10c', '10e', '10b']) expect(juegoCredit(settleRecord(record(s)))).toMatchObject({ team: 'B', seat: 1, points: 3 });
  });

  it('a sota of oros written in another hand settles the question: the unwritten sota is not it', () => {
    const r = settleRecord(deal(SCRIPT, '7 7 7 10 / 11 10 7 4 / 12 5 4 1 / 10o 6 3 2', { esku: 1, rules: OROS }));
    expect(juegoCredit(r)).toMatchObject({ team: 'B', seat: 1 });
  });

  it('no refusal when the suit changes nothing: the 7-7-7 + S speaks first, or nobody else has 31, or the juego was refused', () => {
    // esku 0: Peio's 31 is nearer the esku, it wins either way (FFMus art. 17)
    const first = deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'ynnn')} | ${decl('j', 'yynn')} | j: 0p 1p`, '7 7 7 10 / 11 10 7 4 / 12 5 4 1 / 11 6 3 2', { rules: OROS });
    expect(juegoCredit(settleRecord(first))).toMatchObject({ team: 'A', seat: 0 });
    // the other juego is a 32: the plain 31 beats it anyway
    const only = deal(SCRIPT, '7 7 7 10 / 11 10 7 5 / 12 5 4 1 / 11 6 3 2', { esku: 1, rules: OROS });
    expect(juegoCredit(settleRecord(only))).toMatchObject({ team: 'A', seat: 0 });
    // the juego bet refused by A: B takes it whatever the cards
    const folded = settleRecord(record('10', `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1b2 0f`));
    expect(folded.ok).toBe(true);
    // the option off or any: no suit is needed
    expect(settleRecord(record('10', SCRIPT, { preset: 'ffmus', juegoReal: 'any' })).ok).toBe(true);
    expect(juegoCredit(settleRecord(record('10', SCRIPT, 'ffmus')))).toMatchObject({ team: 'B', seat: 1 });
  });

  it('a hordago seen at the juego: the suit decides the manche, so it is asked for', () => {
    const kanta = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1o 0s`;
    expect(settleRecord(record('10', kanta))).toMatchObject({ ok: false, error: { code: 'hands/suit-needed', path: 'hands[0][3]' } });
    const won = settleRecord(record('10o', kanta));
    if (!won.ok) throw new Error(won.error.message);
    expect(won.value.settlement.winner).toBe('A');
  });

  it('suitNeeded finds the card for the showdown (the table asks before counting); null once the suit is written', () => {
    const m = startMatch({ rules: OROS, teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 1 });
    if (!m.ok) throw new Error(m.error.message);
    let match: LiveMatch = m.value;
    for (const action of acts(SCRIPT)) {
      const r = applyEntry(match, { type: 'action', action });
      if (!r.ok) throw new Error(r.error.message);
      match = r.value.match;
    }
    const state = match.view.current!.state;
    const h = (sota: string) => hands(sota).split(' / ').map((x) => x.split(' '));
    expect(suitNeeded(state, h('10'))).toMatchObject({ seat: 0, index: 3, error: { code: 'hands/suit-needed' } });
    expect(suitNeeded(state, h('10o'))).toBeNull();
    expect(suitNeeded(state, h('10b'))).toBeNull();
    // the live match refuses the hands too, and is left as it was
    const refused = applyEntry(match, { type: 'hands', hands: h('10') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'hands/suit-needed', path: `log[${match.log.length}].hands[0][3]` } });
    expect(applyEntry(match, { type: 'hands', hands: h('10e') }).ok).toBe(true);
  });
});

describe('every reader gives the same verdict: check, a match replay, the library\'s import', () => {
  const match = (sota: string): MatchRecord => ({
    format: 'mus-match/1', rules: OROS, teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 1,
    deals: [{ actions: acts(SCRIPT), hands: hands(sota).split(' / ').map((x) => x.split(' ')) }],
  });

  it('mus check of a deal and of a match: hands/suit-needed at the card', () => {
    expect(checkFile(record('10'))).toEqual([expect.objectContaining({ code: 'hands/suit-needed', path: 'hands[0][3]' })]);
    expect(checkFile(record('10o'))).toEqual([]);
    expect(checkFile(match('10'))).toEqual([expect.objectContaining({ code: 'hands/suit-needed', path: 'deals[0].hands[0][3]' })]);
    expect(replayMatch(match('10'))).toMatchObject({ ok: false, error: { code: 'hands/suit-needed' } });
    expect(fromMatchRecord(match('10'))).toMatchObject({ ok: false, error: { code: 'hands/suit-needed' } });
    expect(replayMatch(match('10c')).ok).toBe(true);
  });

  it('the hub refuses the hands sent by a table, with the card named', () => {
    const m = match('10');
    let at = foldRecord(null, { seq: 0, t: 'setup', setup: { rules: OROS, teams: m.teams!, players: m.players!, esku: 1 }, id: 't1', created: '2026-01-01T00:00:00Z' });
    for (const action of m.deals[0]!.actions) {
      if (!at.ok) throw new Error(at.error.message);
      at = foldRecord(at.value, { seq: 1, t: 'entry', entry: { type: 'action', action }, source: 'box' });
    }
    if (!at.ok) throw new Error(at.error.message);
    const refused = foldRecord(at.value, { seq: 2, t: 'entry', entry: { type: 'hands', hands: m.deals[0]!.hands! }, source: 'box' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('hands[0][3]: the suit of seat 0\'s sota decides the deal');
    expect(foldRecord(at.value, { seq: 2, t: 'entry', entry: { type: 'hands', hands: match('10o').deals[0]!.hands! }, source: 'box' }).ok).toBe(true);
  });

  it('the library\'s import refuses the match, naming the card', () => {
    const r = checkImportText(JSON.stringify(match('10')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]).toMatchObject({ code: 'hands/suit-needed', path: 'deals[0].hands[0][3]' });
    expect(checkImportText(JSON.stringify(match('10o'))).ok).toBe(true);
  });
});

describe('the ledger says why a 31 beat another (Pagat « Juego Real »)', () => {
  it('oros: « Juego Real: the 31 with the sota of oros beats the other 31 (seat 2) », in the four languages (seats by their place, from 1)', () => {
    const r = settleRecord(record('10o'));
    if (!r.ok) throw new Error(r.error.message);
    const text = (lang: 'fr' | 'eu' | 'es' | 'en') => renderSettlement(r.value.settlement, lang).ledger.find((c) => c.phase === 'juego')!.reason;
    expect(text('en')).toBe('FFMus art. 17: seat 1\'s juego: 3 — Juego Real: the 31 with the sota of oros beats the other 31 (seat 2)');
    expect(text('fr')).toBe('FFMus art. 17\u202f: jeu de la place 1 : 3 — juego real : le 31 avec la sota d’oros bat l’autre 31 (place 2)');
    expect(text('es')).toContain('juego real: el 31 con la sota de oros gana al otro 31 (sitio 2)');
    expect(text('eu')).toContain('joko erreala: urreko txankarekin egindako 31ak beste 31a irabazten du (2. lekua)');
  });

  it('any: 7-7-7 and a figure (here the rey) beat the esku\'s 31; seen, the note goes on the iduki', () => {
    const seen = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1b2 0s`;
    const r = settleRecord(deal(seen, '7 7 7 12 / 11 10 7 4 / 12 5 4 1 / 11 6 3 2', { esku: 1, rules: { preset: 'ffmus', juegoReal: 'any' } }));
    if (!r.ok) throw new Error(r.error.message);
    const iduki = r.value.settlement.ledger.find((c) => c.phase === 'juego' && c.kind === 'iduki')!;
    expect(iduki).toMatchObject({ team: 'A', seat: 0, points: 2, why: { params: { real: 'any', beaten: 1 } } });
    expect(renderSettlement(r.value.settlement, 'en').ledger.find((c) => c.kind === 'iduki' && c.phase === 'juego')!.reason)
      .toContain('— Juego Real: 7-7-7 and a figure beat the other 31 (seat 2)');
    // the base value that follows carries no second note
    expect(r.value.settlement.ledger.find((c) => c.phase === 'juego' && c.kind === 'base')!.why.params).not.toHaveProperty('real');
  });

  it('no note when the Juego Real spoke first: it beat nobody it would not have beaten anyway', () => {
    const r = settleRecord(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'ynnn')} | ${decl('j', 'yynn')} | j: 0p 1p`, '7 7 7 10o / 11 10 7 4 / 12 5 4 1 / 11 6 3 2', { rules: OROS }));
    expect(juegoCredit(r).why.params).not.toHaveProperty('real');
  });
});
