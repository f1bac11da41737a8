/**
 * What the room display says of each seat of a table served to phones (`lobby-seats.ts`): the QR
 * codes of the free seats while some are free, who joined, whose hand is in at the showdown; the
 * name apart from what follows it, so a long name is cut on a TV and « ☎ · main attendue » never is
 * (six long names covered the phase's title: each wrapped on two lines). A phone at its seat was
 * « ✓ », read "hand in" beside « main attendue »: it is « ☎ », a hand shown « 🂠 main montrée »,
 * each mark with its name in the four languages.
 */
import { describe, expect, it } from 'vitest';
import { lobbySeats } from '../../../src-renderer/display/lobby-seats.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/display/texts.js';
import { itemAt } from '../../helpers/item-at.js';

const LONG = ['Ane Mari Etxeberria-Goikoetxea', 'Peio', 'Maite Aranburu Zabaleta', 'Xan', 'Itziar Olaizola-Urrutia', 'Beñat'];
const QR = LONG.map((_, i) => `data:image/svg+xml,seat${i}`);

describe('the seats on the room display of a table with phones', () => {
  it('nothing once every seat is taken and no hand is awaited', () => {
    expect(lobbySeats(null, uiT('fr'))).toBeNull();
    expect(lobbySeats({ players: LONG, joined: LONG.map(() => true), shown: null }, uiT('fr'))).toBeNull();
  });

  it('the free seats\' codes while some are free; a seat taken says « ☎ connecté » where its code was; no « … » beside a code', () => {
    const l = lobbySeats({ players: LONG, joined: [true, false, false, true, false, false], shown: null, qr: QR }, uiT('fr'))!;
    expect(l.qr).toBe(true);
    expect(l.seats.map((s) => [s.name, s.qr !== null, s.after])).toEqual([
      [LONG[0], false, '☎ connecté'], ['Peio', true, ''], [LONG[2], true, ''], ['Xan', false, '☎ connecté'], [LONG[4], true, ''], ['Beñat', true, ''],
    ]);
    // the display opened without the key: no codes, who has joined
    // the room is told what to do with them, in the four languages
    for (const lang of ['fr', 'eu', 'es', 'en'] as const) expect(uiT(lang)('display.scanSeat')).not.toBe('display.scanSeat');
    const plain = lobbySeats({ players: LONG, joined: [true, false, false, true, false, false], shown: null }, uiT('fr'))!;
    expect(plain.qr).toBe(false);
    expect(plain.seats.map((s) => s.after)).toEqual(['☎ connecté', '☎ …', '☎ …', '☎ connecté', '☎ …', '☎ …']);
    expect(plain.seats.map((s) => s.marks.map((m) => m.label))).toEqual([['téléphone connecté'], ['téléphone attendu'], ['téléphone attendu'], ['téléphone connecté'], ['téléphone attendu'], ['téléphone attendu']]);
  });

  it('at the showdown, each name apart from whose hand is in, in the four languages', () => {
    const lobby = { players: LONG, joined: LONG.map(() => true), shown: [true, true, false, false, false, false] };
    const fr = lobbySeats(lobby, uiT('fr'))!;
    expect(fr.qr).toBe(false);
    expect(fr.seats.map((s) => `${s.name} ${s.after}`)).toEqual([
      'Ane Mari Etxeberria-Goikoetxea ☎ · 🂠 main montrée', 'Peio ☎ · 🂠 main montrée', 'Maite Aranburu Zabaleta ☎ · main attendue',
      'Xan ☎ · main attendue', 'Itziar Olaizola-Urrutia ☎ · main attendue', 'Beñat ☎ · main attendue',
    ]);
    // beside a hand awaited, nothing reads "done": no tick anywhere, the phone's sign is not the hand's
    for (const s of fr.seats) expect(s.after).not.toContain('✓');
    expect(itemAt(fr.seats, 2).marks.map((m) => [m.kind, m.label])).toEqual([['phone-in', 'téléphone connecté'], ['hand-waiting', 'main attendue']]);
    expect(itemAt(fr.seats, 0).marks.map((m) => [m.kind, m.sign])).toEqual([['phone-in', '☎'], ['hand-in', '🂠']]);
    for (const s of fr.seats) expect(s.after).not.toContain(s.name);
    expect(lobbySeats(lobby, uiT('en'))!.seats[2]!.after).toBe('☎ · hand awaited');
    expect(lobbySeats(lobby, uiT('es'))!.seats[0]!.after).toBe('☎ · 🂠 mano enseñada');
    expect(lobbySeats(lobby, uiT('eu'))!.seats[3]!.after).toBe('☎ · eskuaren zain');
    // the phone's mark named in the four languages
    const names = (['fr', 'eu', 'es', 'en'] as const).map((l) => itemAt(itemAt(lobbySeats(lobby, uiT(l))?.seats ?? [], 0).marks, 0).label);
    expect(names).toEqual(['téléphone connecté', 'telefonoa konektatua', 'teléfono conectado', 'phone connected']);
    // a seat whose phone has not come back (a restart) beside its code: whose hand is in, alone
    const back = lobbySeats({ ...lobby, joined: [false, true, true, true, true, true], qr: QR }, uiT('fr'))!;
    expect(back.seats.map((s) => s.after).slice(0, 2)).toEqual(['🂠 main montrée', '☎ · 🂠 main montrée']);
  });

  it('hands the count refused: said to the room, in the four languages; never outside a showdown', () => {
    const lobby = { players: LONG, joined: LONG.map(() => true), shown: LONG.map(() => true), refused: 'hands/too-many-of-a-kind' as const };
    expect(lobbySeats(lobby, uiT('fr'))!.refused).toBe(true);
    expect(lobbySeats({ ...lobby, refused: undefined }, uiT('fr'))!.refused).toBe(false);
    expect(lobbySeats({ ...lobby, shown: [true, false, true, true, true, true] }, uiT('fr'))!.refused).toBe(true);
    for (const l of ['fr', 'eu', 'es', 'en'] as const) expect(uiT(l)('display.handsRefused')).not.toBe('display.handsRefused');
  });
});

