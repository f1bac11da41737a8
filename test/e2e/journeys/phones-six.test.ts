/**
 * Six players on six phones, one deal to the count (issue 26, "Checked by": "the same with six
 * players for one deal"): FFMus for six (teams of three: seats 0 2 4 are A, 1 3 5 are B; a manche
 * of 50). `mus serve` in process, six phones in headless Chromium (mobile, touch only) and the room
 * display, no scorer. Esku Ane says mintza; grande: Ane imido 2, Peio iduki; chica: six pasos;
 * pares and juego: ba/ez then pasos; every hand from its own phone. The room display's score is
 * checked against figures worked out by hand, and against `settleRecord` on the same deal record.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleRecord } from '../../../shared/index.js';
import { itemAt } from '../../helpers/item-at.js';
import { join } from 'node:path';
import { displayedScore, displayShows, openPhonesTable, SHOTS, type Phone, type PhonesRig } from '../phones-driver.js';

const RULES = { preset: 'ffmus', players: 6 } as const;
const PLAYERS = ['Ane', 'Peio', 'Maite', 'Xan', 'Irati', 'Mikel'];
/**
 * Ane: a pair of kings and 31. Peio: three caballos (medias) and 34. Maite: 1-4-5-7, nothing.
 * Xan: a pair of sotas and 33. Irati: 28, nothing. Mikel: an ace (the 2) 4-6-7, nothing.
 */
const HANDS = [[12, 12, 5, 6], [11, 11, 11, 4], [1, 4, 5, 7], [10, 10, 7, 6], [12, 10, 7, 1], [2, 4, 6, 7]];
const PARES = [true, true, false, true, false, false];
const JUEGO = [true, true, false, true, false, false];
const SEATS = [0, 1, 2, 3, 4, 5];

const DEAL = {
  format: 'mus-deal/1', rules: RULES, esku: 0, score: { A: 0, B: 0 },
  actions: [
    { phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'see' },
    ...SEATS.map((seat) => ({ phase: 'chica', seat, act: 'pass' })),
    ...SEATS.map((seat) => ({ phase: 'pares', seat, act: 'declare', has: PARES[seat] })),
    ...[0, 1, 3].map((seat) => ({ phase: 'pares', seat, act: 'pass' })),
    ...SEATS.map((seat) => ({ phase: 'juego', seat, act: 'declare', has: JUEGO[seat] })),
    ...[0, 1, 3].map((seat) => ({ phase: 'juego', seat, act: 'pass' })),
  ],
  hands: HANDS.map((h) => h.map(String)),
};
/**
 * By hand (FFMus art. 17; Memo Mus ch. V): grande seen at 2, won by Ane's kings: A +2; chica passed
 * by all, won by Maite's 1-4-5-7 (Mikel's 1-4-6-7 is higher): A +1; pares passed, won by Peio's
 * medias: his team counts its pares, medias 2 and Xan's pair 1: B +3; juego passed, won by Ane's
 * 31 (worth 3), the only juego of her team: A +3. A 6 (1 hamarreko, 1 tanto), B 3 (0 hamarreko, 3 tantos).
 */
const AFTER = { A: 6, B: 3 };

describe('six players on six phones: one deal to the count', () => {
  let rig: PhonesRig;
  const phones: Phone[] = [];
  const p = (seat: number) => itemAt(phones, seat);

  beforeAll(async () => {
    rig = await openPhonesTable({ rules: RULES, teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 });
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(`six-${c.task.name}`);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('the hand-worked figures are the engine\'s too', () => {
    const d = settleRecord(DEAL);
    expect(d.ok && d.value.settlement.scoreAfter).toEqual(AFTER);
  });

  it('six QR codes on the room display; six phones take their seats, three to a team', async () => {
    await rig.display.locator('[data-testid="phone-lobby"] img').nth(5).waitFor();
    expect(await rig.display.locator('[data-testid="phone-lobby"] img').count()).toBe(6);
    await rig.display.screenshot({ path: join(SHOTS, 'phones-display-qr-six-1280x800.png') });
    for (const seat of SEATS) phones.push(await rig.phone(seat));
    await rig.display.locator('[data-testid="phone-lobby"]').waitFor({ state: 'detached' });
    expect(await p(4).text('seat-who')).toMatch(/Irati, équipe Gorriak[\s\S]*Partenaires : Ane, Maite/);
    expect(await p(5).text('seat-who')).toMatch(/Mikel, équipe Urdinak[\s\S]*Partenaires : Peio, Xan/);
  });

  it('the dialogue from six phones, only the seat to speak has buttons', async () => {
    await p(0).say('cut');
    await p(0).say('bet', 2);
    // (a phone has the table's state when its tap's answer or the push reaches it: waited for)
    for (const seat of [2, 4]) await expect.poll(() => p(seat).acts()).toEqual([]);
    await p(1).say('see'); // iduki
    for (const seat of SEATS) await p(seat).say('pass'); // chica
    for (const seat of SEATS) await p(seat).say(PARES[seat] ? 'ba' : 'ez');
    for (const seat of [2, 4, 5]) await expect.poll(() => p(seat).acts()).toEqual([]);
    for (const seat of [0, 1, 3]) await p(seat).say('pass');
    for (const seat of SEATS) await p(seat).say(JUEGO[seat] ? 'ba' : 'ez');
    for (const seat of [0, 1, 3]) await p(seat).say('pass');
    await rig.display.locator('[data-testid="display-phase"][data-phase="showdown"]').waitFor();
  });

  it('six hands from six phones: the deal is counted when the sixth is in', async () => {
    for (const seat of SEATS.slice(0, 5)) await p(seat).show(itemAt(HANDS, seat));
    await rig.display.locator('[data-seat="4"]', { hasText: 'Irati ☎ · 🂠 main montrée' }).waitFor();
    expect(await rig.display.locator('[data-seat="5"]').innerText()).toBe('Mikel ☎ · main attendue');
    await rig.display.screenshot({ path: join(SHOTS, 'phones-display-showdown-six-1280x800.png') });
    expect(rig.table.host.current?.match.view.deals).toHaveLength(0);
    await p(5).show(itemAt(HANDS, 5));
    await displayShows(rig.display, AFTER);
    expect(await displayedScore(rig.display, 'A')).toEqual({ tantos: 6, tokens: '1 hamarreko, 1 tanto' });
    expect(await displayedScore(rig.display, 'B')).toEqual({ tantos: 3, tokens: '0 hamarreko, 3 tantos' });
    expect(await rig.display.locator('[data-testid="display-last"]').innerText()).toMatch(/A 0→6 · B 0→3/);
    await expect.poll(() => p(1).text('seat-turn')).toMatch(/^Donne 2/);
    expect(await p(1).text('seat-score-A')).toBe('Gorriak 6 — 1 hamarreko, 1 tanto · Manches 0');
    expect(rig.problems).toEqual([]);
  });
});
