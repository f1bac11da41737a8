/**
 * How many lines of the ladder the room display keeps: the last five of a long bidding, whose total
 * line says the rest; but a whole round of words (six « Mus », six ba/ez at six players) while no
 * bet is standing, so that no player's word drops off the screen — the first speaker's above all
 * (the esku's « Ba » is the one the room looks for). At 1366×768 the panel holds six lines with no
 * total line under them (test/e2e/journeys/phones-six-bar.test.ts looks at it).
 */

/** The lines the display keeps, for `players` seats (4 or 6); `withTotal`: the total line is shown (a bet is standing). */
export function displayLadderLines(players: number, withTotal: boolean): number {
  return withTotal ? 5 : Math.max(5, players);
}
