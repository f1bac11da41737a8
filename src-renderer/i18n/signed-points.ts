/** Points with their sign, as every ledger and chart writes them. Pure, no texts (the display loads it). */

/**
 * Points (tantos) with their sign: « +2 », « -1 », « 0 ». A point taken back (a misdeal, FFMus
 * art. 5) is « -1 », never « +-1 ».
 */
export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
