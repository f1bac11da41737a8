/**
 * A tap made on a phone for one deal and arriving in another (the seat page sends a tap again until
 * the table answers: with the Wi-Fi out for a whole deal, a « paso » or a hand of deal 1 arrives in
 * deal 2, where the same act may be open again to that seat): the page says which deal it was for
 * (`deal`, as `SeatView.deal` showed it), and the table refuses it — `409 phones/deal-moved-on`,
 * naming both deals, nothing journaled — never applies it to the deal in progress. The phone's
 * sentence in its language (four of them). A page that does not say (older) is taken as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PhoneTable } from '../../../src-main/phones/phone-table.js';
import { hostWithMatch, QUIET_HANDS, quietMove } from '../../helpers/phones-play.js';
import { refusalText } from '../../../src-renderer/seat/seat-store.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/seat/texts.js';
import { FR } from '../../../shared/i18n/errors/fr.js';
import { EN } from '../../../shared/i18n/errors/en.js';
import { ES } from '../../../shared/i18n/errors/es.js';
import { EU } from '../../../shared/i18n/errors/eu.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function table() {
  const dir = mkdtempSync(join(tmpdir(), 'mus-phone-deal-'));
  dirs.push(dir);
  const host = hostWithMatch();
  let n = 0;
  const phones = new PhoneTable(host, {
    tokensFile: (id) => join(dir, `${id}.tokens.json`),
    handsFile: (id) => join(dir, `${id}.hands.json`),
    newToken: () => `token-${String(n++).padStart(20, '0')}`,
  });
  const joins = [0, 1, 2, 3].map((s) => phones.join(s).join);
  return { host, phones, joins };
}

describe('a tap for another deal than the one in progress', () => {
  it('an act tapped in deal 1 that arrives in deal 2, where it is open again, is refused naming both deals; nothing journaled', () => {
    const { host, phones, joins } = table();
    let tap = 0;
    const say = (seat: number, body: Record<string, unknown>) => phones.tap(seat, joins[seat], `tap-${String(tap++).padStart(6, '0')}`, () => phones.act(seat, body));
    // deal 1 played out from the phones, each act with its deal
    for (let i = 0; i < 60; i++) {
      const m = quietMove(host.current!.match.view);
      if (!m) break;
      expect(say(m.seat, { act: m.act, seen: host.current!.match.view.current!.state.log.length, deal: 1 }).ok).toBe(true);
    }
    for (const seat of [0, 1, 2, 3]) {
      const r = phones.tap(seat, joins[seat], `hand-${seat}-aaaa`, () => phones.hand(seat, QUIET_HANDS[seat], 1));
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    const v = host.current!.match.view;
    expect(v.current!.index + 1).toBe(2);
    // the act open now in deal 2, as a phone would have sent it in deal 1 (seen 0: the start of a deal)
    const m = quietMove(v)!;
    const log = host.current!.match.log.length;
    const stale = say(m.seat, { act: m.act, seen: 0, deal: 1 });
    expect(stale).toEqual({ ok: false, error: { code: 'phones/deal-moved-on', status: 409, message: 'deal: this tap was for deal 1; deal 2 is being played', params: { tapped: 1, now: 2 } } });
    expect(host.current!.match.log.length).toBe(log);
    // a hand of deal 1 arriving later is refused the same way (never kept for another deal)
    const hand = phones.tap(m.seat, joins[m.seat], 'hand-late-aaaa', () => phones.hand(m.seat, QUIET_HANDS[m.seat], 1));
    expect(hand.ok ? null : hand.error.code).toBe('phones/deal-moved-on');
    // the same act for deal 2 is taken; a page that does not say its deal too
    expect(say(m.seat, { act: m.act, seen: 0, deal: 2 }).ok).toBe(true);
    const next = quietMove(host.current!.match.view)!;
    expect(say(next.seat, { act: next.act, seen: host.current!.match.view.current!.state.log.length }).ok).toBe(true);
  });

  it('a deal that is not a number is a bad request naming the field', () => {
    const { phones, host } = table();
    const m = quietMove(host.current!.match.view)!;
    const r = phones.act(m.seat, { act: m.act, deal: 'one' });
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['phones/bad-request', 'deal: the deal number the page showed']);
  });

  it('an act sent as a word of a table language (« paso », « iduki ») is refused naming the word and the codes the table takes', () => {
    const { phones, host } = table();
    const log = host.current!.match.log.length;
    for (const word of ['paso', 'iduki', 'Pass']) {
      const r = phones.act(0, { act: word, deal: 1 });
      expect(r.ok ? null : [r.error.code, r.error.status, r.error.message]).toEqual(['phones/bad-request', 400, `act: "${word}" is not an act of the game: one of mus, cut, discard, pass, bet, raise, ordago, see, fold, ba, ez (the codes, in every language)`]);
    }
    const long = phones.act(0, { act: 'x'.repeat(500) });
    expect(long.ok ? '' : long.error.message.length).toBeLessThan(200);
    expect(host.current!.match.log.length).toBe(log);
  });

  it('the phone says it in its language, with both deals', () => {
    const e = { code: 'phones/deal-moved-on' as const, message: '', params: { tapped: 1, now: 2 } };
    expect(refusalText(e, uiT('fr'), FR)).toBe('Ce geste était pour la donne 1, la donne 2 est en cours : rien n’a été fait');
    expect(refusalText(e, uiT('en'), EN)).toBe('This tap was for deal 1; deal 2 is being played: nothing was done');
    expect(refusalText(e, uiT('es'), ES)).toBe('Este toque era para la mano 1; se juega la mano 2: no se hizo nada');
    expect(refusalText(e, uiT('eu'), EU)).toBe('Keinu hau 1. eskurako zen, 2. eskua jokatzen ari da: ez da ezer egin');
  });
});
