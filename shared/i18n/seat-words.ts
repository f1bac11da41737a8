/**
 * How a person reads a seat, in every language of the app: the player's name when the record carries
 * one, else the seat's place, counted from 1 as the screens count it (« place 1 » is seat 0). The
 * place words are the screens' own (`table.seatN` of `src-renderer/table/texts.ts` reads them from
 * here), so the command line and the screens name an unnamed seat alike. Seat numbers in data
 * (`seat`, `why.params.seat`) stay 0-based: only the words are counted from 1.
 */

/** A seat by its place, `{{n}}` counted from 1: fr « place 1 », eu « 1. lekua », es « sitio 1 », en « seat 1 ». */
export const PLACE_N: Readonly<Record<'fr' | 'eu' | 'es' | 'en', string>> = Object.freeze({ fr: 'place {{n}}', eu: '{{n}}. lekua', es: 'sitio {{n}}', en: 'seat {{n}}' });

/**
 * The players' names by seat as a record carries them (mus-match/1 `players`, a table's setup); a
 * missing or blank name leaves its seat to the place word.
 */
export type SeatNames = readonly (string | undefined)[];

/** The name of `seat` in `names`, or undefined when there is none (missing, empty or blank). */
export function nameOf(names: SeatNames | undefined, seat: number): string | undefined {
  const n = names?.[seat];
  return n !== undefined && n.trim() !== '' ? n : undefined;
}
