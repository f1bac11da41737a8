/**
 * `PhoneTable` on its own (issue 26): « Nouveau lien » moves a seat to another phone from the
 * control window (a new token for that seat only, the book rewritten 0600, the phone holding the
 * seat told it lost it, the old token refused, kept across a restart), and the lobby follows the
 * match to its end (`over`) and its closing (no players).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PhoneTable, type SeatMessage } from '../../../src-main/phones/phone-table.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import { defaultServices } from '../../../shared/session/services.js';
import type { PhoneLobby } from '../../../shared/phones/index.js';
import { hostWithMatch, PLAYERS } from '../../helpers/phones-play.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A table over `host` keeping its files in a fresh folder, with tokens `t0…`, `t1…` in order. */
function tableOn(host: SessionHost, dir = mkdtempSync(join(tmpdir(), 'mus-phone-table-'))) {
  dirs.push(dir);
  let made = 0;
  const o = {
    tokensFile: (id: string) => join(dir, `${id}.tokens.json`),
    handsFile: (id: string) => join(dir, `${id}.hands.json`),
    newToken: () => `token-${String(made++).padStart(20, '0')}`,
  };
  const phones = new PhoneTable(host, o);
  const told: { seat: number; join: number; m: SeatMessage }[] = [];
  phones.subscribe((seat, join, m) => told.push({ seat, join, m }));
  const lobbies: PhoneLobby[] = [];
  phones.watch((l) => lobbies.push(l));
  return { phones, told, lobbies, dir, o };
}

describe('PhoneTable.newLink: a seat moved to another phone from the control window', () => {
  it('gives the seat a new token: the old one is refused, its phone told it lost the seat, the other seats untouched, the file rewritten 0600', () => {
    const host = hostWithMatch();
    const { phones, told, lobbies, o } = tableOn(host);
    const before = phones.tokens()!.tokens.slice();
    const a = phones.join(1);
    phones.join(2);
    told.length = 0;

    expect(phones.newLink(1)).toEqual({ ok: true, value: null });
    const after = phones.tokens()!.tokens;
    expect(after[1]).not.toBe(before[1]);
    expect([after[0], after[2], after[3]]).toEqual([before[0], before[2], before[3]]);
    expect(phones.seatOf(before[1])).toBeNull();
    expect(phones.seatOf(after[1])).toBe(1);
    expect(phones.seatOf(before[2])).toBe(2);
    // the phone that held seat 1 is told it lost it, and its taps are refused; seat 2's phone keeps its seat
    expect(told.filter((t) => t.m.type === 'lost')).toEqual([{ seat: 1, join: a.join, m: { type: 'lost' } }]);
    expect(phones.holds(1, a.join)).toBe(false);
    expect(phones.tap(1, a.join, 'tap-1', () => ({ ok: true, value: phones.viewOf(1) }))).toMatchObject({ ok: false, error: { code: 'phones/seat-moved' } });
    expect(phones.joined()).toEqual([false, false, true, false]);
    expect(lobbies.at(-1)).toEqual({ players: PLAYERS, joined: [false, false, true, false], shown: null });

    const file = o.tokensFile(host.current!.id);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ matchId: host.current!.id, tokens: after });

    // the new link takes the seat with a new join number: the old phone's number stays refused
    const b = phones.join(1);
    expect(b.join).toBeGreaterThan(a.join);
    expect(phones.holds(1, b.join)).toBe(true);
    expect(phones.holds(1, a.join)).toBe(false);
  });

  it('a seat without a phone gets a new link too, and the watchers are told (its QR code changed)', () => {
    const { phones, told, lobbies } = tableOn(hostWithMatch());
    const old = phones.tokens()!.tokens[3];
    phones.changed();
    const n = lobbies.length;
    expect(phones.newLink(3).ok).toBe(true);
    expect(phones.seatOf(old)).toBeNull();
    expect(told).toEqual([]);
    expect(lobbies.length).toBe(n + 1);
  });

  it('survives a restart: a new table over the same files keeps the new token and refuses the old one', () => {
    const host = hostWithMatch();
    const first = tableOn(host);
    const old = first.phones.tokens()!.tokens[0];
    first.phones.newLink(0);
    const renewed = first.phones.tokens()!.tokens.slice();
    const again = tableOn(host, first.dir).phones;
    expect(again.tokens()!.tokens).toEqual(renewed);
    expect(again.seatOf(old)).toBeNull();
    expect(again.seatOf(renewed[0])).toBe(0);
  });

  it('refuses a seat not of the match, and any seat without a match', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    expect(phones.newLink(4)).toMatchObject({ ok: false, error: { code: 'phones/bad-request', message: expect.stringContaining('seat') } });
    expect(phones.newLink(-1).ok).toBe(false);
    expect(phones.newLink(1.5).ok).toBe(false);
    host.closeMatch();
    expect(phones.newLink(0)).toMatchObject({ ok: false, error: { code: 'session/no-match' } });
  });

  it('a book that cannot be written changes nothing (phones/link-not-recorded): the old link still works', () => {
    const host = hostWithMatch();
    const { phones, told, o, dir } = tableOn(host);
    const book = phones.tokens()!.tokens.slice();
    const a = phones.join(2);
    writeFileSync(join(dir, 'a-file'), '');
    o.tokensFile = () => join(dir, 'a-file', 'tokens.json'); // a folder that is a file: the write fails
    expect(phones.newLink(2)).toMatchObject({ ok: false, error: { code: 'phones/link-not-recorded' } });
    expect(phones.tokens()!.tokens).toEqual(book);
    expect(phones.seatOf(book[2])).toBe(2);
    expect(phones.holds(2, a.join)).toBe(true);
    expect(told.some((t) => t.m.type === 'lost')).toBe(false);
  });
});

describe('the phones follow the end of their match', () => {
  it('a closed match: every phone holding a seat is told its match ended (its stream ends), once', () => {
    const host = hostWithMatch();
    const { phones, told } = tableOn(host);
    const a = phones.join(0);
    const b = phones.join(3);
    told.length = 0;
    host.closeMatch();
    phones.changed();
    phones.changed();
    expect(told).toEqual([{ seat: 0, join: a.join, m: { type: 'ended' } }, { seat: 3, join: b.join, m: { type: 'ended' } }]);
  });

  it('a new match: the old match\'s phones are told it ended, never shown the new match (their join numbers start again)', () => {
    const host = hostWithMatch();
    const { phones, told } = tableOn(host);
    const old = phones.tokens()!.tokens.slice();
    const a = phones.join(1);
    told.length = 0;
    expect(host.newMatch({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 1 }).ok).toBe(true);
    phones.changed();
    expect(told).toEqual([{ seat: 1, join: a.join, m: { type: 'ended' } }]);
    expect(phones.seatOf(old[1])).toBeNull(); // a new match: new links
    // a phone of the new match takes seat 1: only its own join number is sent its view
    const fresh = phones.join(1);
    expect(told.filter((t) => t.m.type === 'view').every((t) => t.join === fresh.join)).toBe(true);
  });
});

describe('the links of an ended match: their phones are told it ended, not that the link is no seat', () => {
  it('a closed match\'s links are known as ended; a match taken up again makes them seats again', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    const book = phones.tokens()!.tokens.slice();
    phones.join(0);
    const s = host.current!;
    host.closeMatch();
    phones.changed();
    expect(phones.seatOf(book[0])).toBeNull();
    expect(book.map((tk) => phones.endedLink(tk))).toEqual([true, true, true, true]);
    expect(phones.endedLink('token-unknown-unknown-unknown')).toBe(false);
    expect(phones.endedLink(42)).toBe(false);
    host.adopt(s); // taken up again: the same links
    phones.changed();
    expect(phones.seatOf(book[0])).toBe(0);
    expect(phones.endedLink(book[0])).toBe(false);
  });

  it('a new match: the old match\'s links are ended ones, the new links are seats, a link cut off by « Nouveau lien » stays no seat', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    const cut = phones.tokens()!.tokens[2];
    expect(phones.newLink(2).ok).toBe(true);
    const old = phones.tokens()!.tokens.slice();
    expect(host.newMatch({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 1 }).ok).toBe(true);
    phones.changed();
    const fresh = phones.tokens()!.tokens.slice();
    expect(old.map((tk) => phones.endedLink(tk))).toEqual([true, true, true, true]);
    expect(fresh.map((tk) => phones.endedLink(tk))).toEqual([false, false, false, false]);
    expect(phones.endedLink(cut)).toBe(false);
  });

  it('remembers the last eight ended matches only', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    const first = phones.tokens()!.tokens[0];
    const second = (() => {
      expect(host.newMatch({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 1 }).ok).toBe(true);
      phones.changed();
      return phones.tokens()!.tokens[0];
    })();
    for (let i = 0; i < 8; i++) {
      expect(host.newMatch({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 }).ok).toBe(true);
      phones.changed();
    }
    // nine matches ended or replaced: the first is forgotten (no seat), the second still known
    expect(phones.endedLink(first)).toBe(false);
    expect(phones.endedLink(second)).toBe(true);
  });
});

describe('a tap after another phone spoke', () => {
  it('names a see answering a hordago « kanta », for the English message and for the phone\'s sentence (params.kanta)', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    expect(phones.act(0, { act: 'cut' }).ok).toBe(true);
    expect(phones.act(0, { act: 'ordago' }).ok).toBe(true);
    const seen = host.current!.match.view.current!.state.log.length;
    expect(phones.act(1, { act: 'see', seen }).ok).toBe(true);
    const late = phones.act(3, { act: 'see', seen });
    expect(late).toMatchObject({ ok: false, error: { code: 'phones/already-said', message: 'Peio already said kanta', params: { name: 'Peio', act: 'see', kanta: 1 } } });
  });

  it('a see answering an imido stays « iduki », without params.kanta', () => {
    const host = hostWithMatch();
    const { phones } = tableOn(host);
    expect(phones.act(0, { act: 'cut' }).ok).toBe(true);
    expect(phones.act(0, { act: 'bet', amount: 2 }).ok).toBe(true);
    const seen = host.current!.match.view.current!.state.log.length;
    expect(phones.act(1, { act: 'see', seen }).ok).toBe(true);
    const late = phones.act(3, { act: 'see', seen });
    expect(late).toMatchObject({ ok: false, error: { code: 'phones/already-said', message: 'Peio already said iduki' } });
    expect(!late.ok && late.error.params).toEqual({ name: 'Peio', act: 'see' });
  });
});

describe('the lobby follows the end of the match', () => {
  it('a closed match: the watchers are told there are no seats', () => {
    const host = hostWithMatch();
    const { phones, lobbies } = tableOn(host);
    phones.join(0);
    expect(lobbies.at(-1)?.players).toEqual(PLAYERS);
    host.closeMatch();
    phones.changed();
    expect(lobbies.at(-1)).toEqual({ players: [], joined: [], shown: null });
    expect(phones.lobby()).toEqual({ players: [], joined: [], shown: null });
  });

  it('a match won from the phones: the lobby says it is over; a new match gives a new lobby without it', () => {
    const host = new SessionHost({ broadcast: () => {}, services: defaultServices });
    const setup = { rules: { preset: 'ffmus' as const, manchesToWin: 1 }, teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };
    expect(host.newMatch(setup).ok).toBe(true);
    const { phones, lobbies } = tableOn(host);
    for (let seat = 0; seat < 4; seat++) phones.join(seat);
    // mintza, then a hordago at grande seen: the showdown decides the one manche
    expect(phones.act(0, { act: 'cut' })).toMatchObject({ ok: true });
    expect(phones.act(0, { act: 'ordago' })).toMatchObject({ ok: true });
    expect(phones.act(1, { act: 'see' })).toMatchObject({ ok: true });
    const hands = [[12, 12, 12, 1], [11, 11, 4, 5], [1, 4, 5, 6], [7, 6, 5, 4]].map((h) => h.map((n) => ({ n, suit: '' })));
    for (let seat = 0; seat < 4; seat++) expect(phones.hand(seat, hands[seat])).toMatchObject({ ok: true });
    expect(host.current!.match.view.winner).toBe('A');
    phones.changed();
    expect(lobbies.at(-1)).toEqual({ players: PLAYERS, joined: [true, true, true, true], shown: null, over: true });

    expect(host.newMatch(setup).ok).toBe(true);
    phones.changed();
    expect(lobbies.at(-1)).toEqual({ players: PLAYERS, joined: [false, false, false, false], shown: null });
  });
});

describe('PhoneTable: hands the count refuses', () => {
  it('every phone and the room display are told; any seat corrects its own hand, and the deal is counted', () => {
    const host = hostWithMatch();
    const { phones, lobbies } = tableOn(host);
    for (let seat = 0; seat < 4; seat++) phones.join(seat);
    expect(phones.act(0, { act: 'cut' })).toMatchObject({ ok: true });
    expect(phones.act(0, { act: 'ordago' })).toMatchObject({ ok: true });
    expect(phones.act(1, { act: 'see' })).toMatchObject({ ok: true });
    // five kings: Maite entered a king she does not hold
    const hands = [[12, 12, 1, 4], [12, 11, 4, 5], [12, 12, 5, 6], [7, 6, 5, 4]].map((h) => h.map((n) => ({ n, suit: '' })));
    for (let seat = 0; seat < 3; seat++) expect(phones.hand(seat, hands[seat])).toMatchObject({ ok: true });
    expect(phones.hand(3, hands[3])).toMatchObject({ ok: false, error: { code: 'hands/too-many-of-a-kind' } });
    for (let seat = 0; seat < 4; seat++) expect(phones.viewOf(seat).showdown).toMatchObject({ refused: 'hands/too-many-of-a-kind' });
    expect(lobbies.at(-1)).toMatchObject({ shown: [true, true, true, true], refused: 'hands/too-many-of-a-kind' });
    expect(host.current!.match.view.deals).toHaveLength(0);
    // Maite corrects hers (a second confirmation replaces the first): counted
    expect(phones.hand(2, [7, 7, 5, 6].map((n) => ({ n, suit: '' })))).toMatchObject({ ok: true });
    expect(host.current!.match.view.deals).toHaveLength(1);
    phones.changed(); // as the host's broadcast does
    expect(lobbies.at(-1)?.refused).toBeUndefined();
  });
});

