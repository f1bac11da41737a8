/**
 * The seat page's store (issue 26) at the level a player sees it: the refusal said in the page's
 * language ("Ane a déjà dit paso"), the cards picked on the pad kept across a reload until
 * confirmed, the token read from the address's fragment only.
 */
import { describe, expect, it } from 'vitest';
import { createSeatStore, partnersText, refusalText, refusedHandsText, scoreWords, saidText, tapError } from '../../../src-renderer/seat/seat-store.js';
import { tokenOf, type SeatError } from '../../../src-renderer/seat/seat-client.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/seat/texts.js';
import { FR } from '../../../shared/i18n/errors/fr.js';
import { EN } from '../../../shared/i18n/errors/en.js';
import { ES } from '../../../shared/i18n/errors/es.js';
import { EU } from '../../../shared/i18n/errors/eu.js';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe('the seat page', () => {
  it('names what an undo asked would take back, as the buttons say it, in the four languages', () => {
    const names = ['Ane', 'Peio', 'Maite', 'Xan'];
    const name = (s: number) => names[s] ?? '?';
    expect(saidText({ type: 'action', seat: 1, act: 'raise', amount: 3 }, uiT('fr'), name)).toBe('3 gehiago (Peio)');
    expect(saidText({ type: 'action', seat: 3, act: 'declare', has: true }, uiT('fr'), name)).toBe('Ba (Xan)');
    expect(saidText({ type: 'action', seat: 2, act: 'fold' }, uiT('fr'), name)).toBe('Tira (Maite)');
    expect(saidText({ type: 'action', seat: 0, act: 'discard', count: 2 }, uiT('fr'), name)).toBe('Écarte 2 (Ane)');
    expect(saidText({ type: 'hands' }, uiT('fr'), name)).toBe('les mains abattues');
    expect(saidText({ type: 'action', seat: 1, act: 'fold' }, uiT('es'), name)).toMatch(/^\S.* \(Peio\)$/);
    expect(saidText({ type: 'action', seat: 1, act: 'bet', amount: 2 }, uiT('en'), name)).toMatch(/2.* \(Peio\)$/);
    expect(uiT('eu')('seat.undoWhat', { what: 'x' })).not.toBe('seat.undoWhat');
  });

  it('a link of a match closed since (phones/match-ended) shows the same ended screen as the stream\'s `ended`, in the page\'s language', () => {
    const told = createSeatStore(null);
    told.onEvent({ type: 'ended' });
    const refused = createSeatStore(null);
    refused.onEvent({ type: 'error', error: { code: 'phones/match-ended', message: 'this match was closed at the table' } });
    expect(refused.status.value).toBe('ended');
    expect(told.status.value).toBe('ended');
    expect(uiT('fr')('seat.ended')).toMatch(/^Cette partie a été fermée à la table/);
    for (const lang of ['fr', 'eu', 'es', 'en'] as const) expect(uiT(lang)('seat.ended')).not.toBe(uiT(lang)('seat.badToken'));
    // its error sentence says the same, never « not a seat »
    expect(refusalText({ code: 'phones/match-ended', message: '' }, uiT('fr'), FR)).toBe(uiT('fr')('seat.ended').replace(/\.$/, ''));
    expect(refusalText({ code: 'phones/match-ended', message: '' }, uiT('es'), ES)).toMatch(/cerró en la mesa/);
  });

  it('names a see that answered a hordago « kanta » (params.kanta), in the four languages; a plain see « iduki »', () => {
    const kanta: SeatError = { code: 'phones/already-said', message: 'Peio already said kanta', params: { name: 'Peio', act: 'see', kanta: 1 } };
    expect(refusalText(kanta, uiT('fr'), FR)).toBe('Peio a déjà dit kanta');
    expect(refusalText(kanta, uiT('en'), EN)).toBe('Peio already said kanta');
    expect(refusalText(kanta, uiT('es'), ES)).toBe('Peio ya ha dicho quiero el órdago');
    expect(refusalText(kanta, uiT('eu'), EU)).toBe('Peio(e)k dagoeneko kanta esan du');
    const see: SeatError = { code: 'phones/already-said', message: 'Peio already said iduki', params: { name: 'Peio', act: 'see' } };
    expect(refusalText(see, uiT('fr'), FR)).toBe('Peio a déjà dit iduki');
    expect(refusalText(see, uiT('es'), ES)).toBe('Peio ya ha dicho quiero');
  });

  it('says who already spoke, in the four languages', () => {
    const e: SeatError = { code: 'phones/already-said', message: 'Ane already said paso', params: { name: 'Ane', act: 'pass' } };
    expect(refusalText(e, uiT('fr'), FR)).toBe('Ane a déjà dit paso');
    expect(refusalText(e, uiT('en'), EN)).toBe('Ane already said pass (paso)');
    expect(refusalText(e, uiT('es'), ES)).toBe('Ane ya ha dicho paso');
    expect(refusalText(e, uiT('eu'), EU)).toMatch(/^Ane\(e\)k dagoeneko \S+ esan du$/);
    expect(refusalText({ code: 'phones/not-your-turn', message: '', params: { name: 'Xan' } }, uiT('fr'), FR)).toBe('C’est à Xan de parler');
  });

  it('a refusal of the table naming seats (a cut by the wrong team, a word out of turn) names the table\'s players, in the four languages', () => {
    const players = ['Ane', 'Peio', 'Maite', 'Xan'];
    const cut: SeatError = { code: 'action/not-your-turn', message: 'seat 1 cannot cut: it is seat 0\'s turn (team A) to say mus or cut', seats: { seat: 1, turn: 0, team: true } };
    expect(refusalText(cut, uiT('fr'), FR, { lang: 'fr', players })).toBe('Peio ne peut pas couper : c’est à Ane ou à un partenaire de dire mus ou mintza');
    expect(refusalText(cut, uiT('en'), EN, { lang: 'en', players })).toBe('Peio cannot cut: it is for Ane or a partner to say mus or cut');
    expect(refusalText(cut, uiT('es'), ES, { lang: 'es', players })).toBe('Peio no puede cortar: le toca a Ane o a un compañero suyo decir mus o no hay mus');
    expect(refusalText(cut, uiT('eu'), EU, { lang: 'eu', players })).toBe('Peio: ezin du moztu; Ane(r)i edo haren kide bati dagokio mus ala mintza esatea');
    const turn: SeatError = { code: 'action/not-your-turn', message: 'seat 2 cannot speak: it is seat 1\'s turn at grande', seats: { seat: 2, turn: 1 } };
    expect(refusalText(turn, uiT('fr'), FR, { lang: 'fr', players })).toBe('Maite ne peut pas parler : c’est à Peio de parler');
    // a seat without a name: its place, as the page counts them
    expect(refusalText(turn, uiT('es'), ES, { lang: 'es', players: ['', '', '', ''] })).toBe('El sitio 3 no puede hablar: le toca al sitio 2');
    // never the plain sentence once the seats are known, never the English message
    expect(refusalText(turn, uiT('fr'), FR, { lang: 'fr', players })).not.toBe(refusalText(turn, uiT('fr'), FR));
    // before the sentences have come: a short sentence of the page's own in its language, never the English message
    expect(refusalText(turn, uiT('fr'), undefined, { lang: 'fr', players })).toBe('La table refuse ce coup (action/not-your-turn)');
    expect(refusalText(turn, uiT('es'), undefined, { lang: 'es', players })).toBe('La mesa no acepta esta jugada (action/not-your-turn)');
    expect(refusalText(turn, uiT('eu'), undefined, { lang: 'eu', players })).not.toContain(turn.message);
  });

  it('says every other refusal in the page’s language, never the table’s English message (once the sentences have arrived)', () => {
    const dup: SeatError = { code: 'hands/duplicate-card', message: 'a card seen twice' };
    expect(refusalText(dup, uiT('fr'), FR)).toBe('Cette carte est déjà dans une autre main');
    expect(refusalText({ code: 'phones/same-team', message: 'a player of the other team accepts the undo' }, uiT('eu'), EU)).toBe('Beste taldeko jokalari batek onartzen du desegitea');
    expect(refusalText({ code: 'phones/offline', message: 'no connection' }, uiT('es'), ES)).toBe('Sin conexión con la mesa: la jugada se enviará otra vez');
    expect(refusalText({ code: 'phones/seat-moved', message: 'moved' }, uiT('fr'), FR)).not.toMatch(/moved/);
    expect(refusalText(dup, uiT('fr'), undefined)).toBe('La table refuse ce coup (hands/duplicate-card)');
  });

  it('says the facts a refusal of the table carries (the phase, the bet standing) in the page’s language, as its screen names them', () => {
    const players = ['Ane', 'Peio', 'Maite', 'Xan'];
    const standing: SeatError = { code: 'action/must-answer', message: 'a bet of 4 stands at chica: see (iduki), fold (tira), raise (gehiago) or hordago', params: { amount: 4, phase: 'chica' } };
    expect(refusalText(standing, uiT('fr'), FR, { lang: 'fr', players })).toBe('Une mise de 4 attend sa réponse à Tipia (petit) : iduki, tira, gehiago ou hordago');
    expect(refusalText(standing, uiT('es'), ES, { lang: 'es', players })).toBe('Un envite de 4 espera respuesta a Chica: quiero, no quiero, más u órdago');
    const wrong: SeatError = { code: 'action/wrong-phase', message: 'the table is at chica, not pares', params: { phase: 'chica', said: 'pares' } };
    expect(refusalText(wrong, uiT('eu'), EU, { lang: 'eu', players })).toBe('Mahaia Txikia jokoan dago, ez Pareak jokoan');
    const turn: SeatError = { code: 'action/not-your-turn', message: 'seat 2 cannot speak: it is seat 1\'s turn at grande', seats: { seat: 2, turn: 1 }, params: { form: 'at', phase: 'grande' } };
    expect(refusalText(turn, uiT('fr'), FR, { lang: 'fr', players })).toBe('Maite ne peut pas parler : c’est à Peio de parler à Haundia (grand)');
  });

  it('a tap the table could not read names its field in the page’s language (phones/bad-request)', () => {
    const bad: SeatError = { code: 'phones/bad-request', message: 'act: "jump" is not an act of the game', params: { field: 'act' } };
    expect(refusalText(bad, uiT('fr'), FR)).toBe('La table n’a pas pu lire ce coup : son champ « act » ne convient pas');
    expect(refusalText(bad, uiT('es'), ES)).toBe('La mesa no pudo leer esta jugada: su campo «act» no vale');
    expect(refusalText(bad, uiT('eu'), EU)).toContain('«act»');
    expect(refusalText({ code: 'phones/bad-request', message: 'x' }, uiT('fr'), FR)).toBe('La table n’a pas pu lire ce coup');
  });

  it('keeps the cards picked across a reload, four at most, until cleared', () => {
    const storage = memory();
    const a = createSeatStore(storage);
    for (const n of [12, 12, 4, 5, 6]) a.addCard(n, 1);
    a.setSuit('o');
    expect(a.pad.value).toEqual({ deal: 1, cards: [{ n: 12, suit: '' }, { n: 12, suit: '' }, { n: 4, suit: '' }, { n: 5, suit: 'o' }] });
    const reloaded = createSeatStore(storage);
    expect(reloaded.pad.value).toEqual(a.pad.value);
    reloaded.addCard(7, 2); // a new deal starts a new hand
    expect(reloaded.pad.value).toEqual({ deal: 2, cards: [{ n: 7, suit: '' }] });
    reloaded.clearPad();
    expect(createSeatStore(storage).pad.value.cards).toEqual([]);
  });

  it('gives the cards kept back only to the page of the same seat link: not at deal 3 of the next match', () => {
    const storage = memory();
    const before = createSeatStore(storage, 'tok-match-1');
    before.addCard(12, 3);
    before.addCard(4, 3);
    expect(createSeatStore(storage, 'tok-match-1').pad.value).toEqual({ deal: 3, cards: [{ n: 12, suit: '' }, { n: 4, suit: '' }] });
    const next = createSeatStore(storage, 'tok-match-2'); // a new match: new links, deals from 1 again
    expect(next.pad.value).toEqual({ deal: 0, cards: [] });
    next.addCard(7, 1);
    expect(createSeatStore(storage, 'tok-match-2').pad.value).toEqual({ deal: 1, cards: [{ n: 7, suit: '' }] });
    expect(createSeatStore(storage, 'tok-match-1').pad.value.cards).toEqual([]);
  });

  it('says a score in the scoreboard\'s words, each count with its own plural, and the manches won', () => {
    expect(scoreWords({ hamarrekos: 1, tantos: 0 }, 0, uiT('fr'))).toEqual({ tokens: '1 hamarreko, 0 tanto', manches: 'Manches 0' });
    expect(scoreWords({ hamarrekos: 2, tantos: 3 }, 1, uiT('fr'))).toEqual({ tokens: '2 hamarrekos, 3 tantos', manches: 'Manches 1' });
    expect(scoreWords({ hamarrekos: 1, tantos: 1 }, 2, uiT('es'))).toEqual({ tokens: '1 amarrako, 1 piedra', manches: 'Chicos 2' });
    expect(scoreWords({ hamarrekos: 0, tantos: 2 }, 0, uiT('en')).tokens).toBe('0 hamarrekos, 2 tantos');
    expect(scoreWords({ hamarrekos: 3, tantos: 4 }, 1, uiT('eu'))).toEqual({ tokens: '3 hamarreko, 4 tanto', manches: 'Partidak 1' });
  });

  it('names the partner at four, the partners at six, in the four languages', () => {
    const four = { players: ['Ane', 'Peio', 'Maite', 'Xan'], partners: [2] };
    const six = { players: ['Ane', 'Peio', 'Maite', 'Xan', 'Itziar', 'Beñat'], partners: [0, 4] };
    expect(partnersText(four, uiT('fr'))).toBe('Partenaire : Maite');
    expect(partnersText(six, uiT('fr'))).toBe('Partenaires : Ane, Itziar');
    expect(partnersText(six, uiT('en'))).toBe('Partners: Ane, Itziar');
    expect(partnersText(six, uiT('es'))).toBe('Compañeros: Ane, Itziar');
    expect(partnersText(six, uiT('eu'))).toBe('Lagunak: Ane, Itziar');
    expect(partnersText(four, uiT('eu'))).toBe('Laguna: Maite');
  });

  it('says the table is out of reach until the seat\'s view comes back; a lost seat, an ended match, a refused link', () => {
    const s = createSeatStore(null);
    const view = { seat: 0 } as never;
    s.onEvent({ type: 'error', error: { code: 'phones/offline', message: 'no connection' } });
    expect([s.status.value, s.offline.value]).toEqual(['joining', true]);
    s.onEvent({ type: 'view', view });
    expect([s.status.value, s.offline.value, s.view.value]).toEqual(['playing', false, view]);
    s.onEvent({ type: 'error', error: { code: 'phones/offline', message: 'no connection' } });
    expect(s.offline.value).toBe(true);
    s.onEvent({ type: 'view', view });
    expect(s.offline.value).toBe(false);
    s.onEvent({ type: 'lost' });
    expect(s.status.value).toBe('lost');
    s.onEvent({ type: 'ended' });
    expect(s.status.value).toBe('ended');
    s.onEvent({ type: 'error', error: { code: 'phones/bad-token', message: 'bad' } });
    expect(s.status.value).toBe('bad-token');
    for (const l of ['fr', 'eu', 'es', 'en'] as const) expect(uiT(l)('seat.offline')).not.toBe('seat.offline');
  });

  it('hands the count refused: every phone says why and that each may correct theirs; the pad filled again with the hand confirmed', () => {
    const refused = { showdown: { need: [0, 1, 2, 3], confirmed: [0, 1, 2, 3], mine: null, refused: 'hands/too-many-of-a-kind' as const } };
    expect(refusedHandsText(refused, uiT('fr'), FR)).toBe('Les mains ont été refusées. Le jeu n’a que quatre cartes de ce chiffre. Vérifiez la vôtre et corrigez-la si besoin.');
    expect(refusedHandsText(refused, uiT('en'), EN)).toMatch(/^The hands were refused\. .+\. Check yours/);
    expect(refusedHandsText(refused, uiT('es'), ES)).toMatch(/^Las manos han sido rechazadas\. .+\. Revisa/);
    expect(refusedHandsText(refused, uiT('eu'), EU)).toMatch(/^Eskuak ez dira onartu\. .+\. Begiratu/);
    expect(refusedHandsText({ showdown: { ...refused.showdown, refused: undefined } }, uiT('fr'), FR)).toBeNull();
    expect(refusedHandsText({ showdown: null }, uiT('fr'), FR)).toBeNull();
    const s = createSeatStore(memory());
    s.editHand(3, ['12', '10o', '1', '7e']);
    expect(s.pad.value).toEqual({ deal: 3, cards: [{ n: 12, suit: '' }, { n: 10, suit: 'o' }, { n: 1, suit: '' }, { n: 7, suit: 'e' }] });
    for (const l of ['fr', 'eu', 'es', 'en'] as const) expect(uiT(l)('seat.correct')).not.toBe('seat.correct');
    // the phone whose hand was the last one is told once, not twice
    const own: SeatError = { code: 'hands/too-many-of-a-kind', message: 'a fifth card numbered 12' };
    expect(tapError(own, refused)).toBeNull();
    expect(tapError(own, { showdown: null })).toBe(own);
    expect(tapError({ code: 'phones/offline', message: 'no connection' }, refused)).toMatchObject({ code: 'phones/offline' });
  });

  it('reads the token from the fragment only, and only a token\'s shape', () => {
    expect(tokenOf('#t=abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx');
    expect(tokenOf('#t=short')).toBeNull();
    expect(tokenOf('')).toBeNull();
  });
});
