/**
 * A match for the room display's tests: the longest names the setup accepts (60 UTF-16 units each,
 * `NAME_MAX` of `shared/bridge/table/table-validate.ts`; wide letters, accents and an emoji), and
 * logs that make every kind of moment happen:
 * - {@link TO_WIN}: a 30-point, one-manche match won in two deals; the second has two announcement
 *   errors by team A (a false ba at pares, FFMus art. 13 a; a juego denied, art. 16 a), whose
 *   penalty takes B to 30: moments error, error, manche, match;
 * - {@link HORDAGO_TIRA}, {@link HORDAGO_KANTA}, {@link BIAK_HORDAGO}: a hordago refused (hordago, tira),
 *   seen (hordago, kanta), a biak hordago;
 * - {@link LONG_LADDER}: a deal stopped while a raise waits for its answer, with five lines in the
 *   grande ladder (the display's ladder, its total and what a tira pays).
 */
import type { MatchEntry, MatchSetup, RulesSpec } from '../../shared/index.js';
import { acts, hands } from './dsl.js';

/** The setup's limit on a team or player name (UTF-16 units). */
export const NAME_MAX = 60;

/** `base` made exactly {@link NAME_MAX} units long with wide letters. */
export function longest(base: string): string {
  let s = base.slice(0, NAME_MAX);
  while (s.length < NAME_MAX) s += s.length % 2 ? 'M' : 'W';
  return s;
}

/** Team and player names of the longest length (60 units each). */
export const LONG_NAMES = {
  teams: { A: longest('Etxeberri-Iñarra 🍷 Baionako Mus Elkartea Txapeldunak Handia'), B: longest('Oyharçabal-Etchegaray Hazparneko Pilotari Elkartea ') },
  players: [
    longest('Maïté Oyharçabal-Etchegaray de Saint-Michel-Mendiondo '),
    longest('Xabier Mendiburu-Garaikoetxea Iturralde-Bidegain '),
    longest('Battittë Iñarra-Elizalde Harriet-Çabalette '),
    longest('Jean-Mixel Ithurbide-Haramboure Larralde '),
  ],
};

/** One match setup with {@link LONG_NAMES}. */
export function longSetup(rules: RulesSpec = 'ffmus'): MatchSetup {
  return { rules, teams: { ...LONG_NAMES.teams }, players: [...LONG_NAMES.players], esku: 0 };
}

/** The log entries of an action script ({@link acts}: `m: 0c | g: 0b25 1s …`). */
export const A = (script: string): MatchEntry[] => acts(script).map((action) => ({ type: 'action', action }));
/** The hands entry of a showdown, by seat (`"11 7 5 1 / 12 11 7 1 / …"`). */
export const H = (text: string): MatchEntry => ({ type: 'hands', hands: hands(text) });

/** The rules of {@link TO_WIN}: 30 points, one manche wins the match. */
export const TO_WIN_RULES: RulesSpec = { preset: 'ffmus', manchesToWin: 1, target: 30 };

/** Deal 1 (B to 27: imido 25 seen at grande, chica and punto) and deal 2 (A's two errors: B to 30, manche and match). */
export const TO_WIN: { first: MatchEntry[]; last: MatchEntry[] } = {
  first: [...A('m: 0c | g: 0b25 1s | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p'), H('11 7 5 1 / 12 11 7 1 / 10 6 5 4 / 11 6 4 1')],
  last: [...A('m: 1c | g: 1p 2p 3p 0p | c: 1p 2p 3p 0p | p: 1n 2y 3y 0n | p: 2p 3p | j: 1n 2n 3n 0n | t: 1p 2p 3p 0p'), H('12 11 10 1 / 6 7 4 1 / 11 7 5 1 / 12 12 5 4')],
};

/** The esku's hordago at grande, refused: hordago, then the tira drawn at once. */
export const HORDAGO_TIRA: MatchEntry[] = A('m: 0c | g: 0o 1f');
/** The esku's hordago at grande, seen: hordago, kanta. */
export const HORDAGO_KANTA: MatchEntry[] = A('m: 0c | g: 0o 1s');
/** A biak hordago at grande (two hordagos said together). */
export const BIAK_HORDAGO: MatchEntry[] = A('m: 0c | g: 0O');
/** Five lines at grande, the last a raise waiting for A's answer. */
export const LONG_LADDER: MatchEntry[] = A('m: 0c | g: 0b2 1r2 2r5 3r10 0r2 1r2');
