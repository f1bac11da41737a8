/**
 * The tournament model (issue 13): platform-neutral and pure. Start here: `createTournament`,
 * `applyEvent` / `foldEvents` (the log), `pairNextRound`, `resultFromMatch` / `handResult` /
 * `forfeitResult`, `computeStandings`, `checkTournamentFile`. Docs: docs/tournament.md.
 */
export * from './types.js';
export * from './errors.js';
export { TOURNAMENT_ERROR_CODES } from '../errors/tournament.js';
export { createTournament, applyEvent, foldEvents, foldFile, toFile, activePairs, pairById, openTables, checkRound, winnerOfManches, PAIR_ID, DATE } from './reducer.js';
export { pairNextRound, bergerRound, meetings, byeCounts, byeCandidates, pairWithoutRematch, pairFewestRematches, ranking, ladder, SWISS_SEARCH_BUDGET } from './pairing.js';
export { computeStandings, compareRows, playedBy, resultLines, standingsCsv, STANDINGS_CSV_HEADER } from './standings.js';
export { resultFromMatch, handResult, forfeitResult, parseManches } from './results.js';
export { readManches, mancheWinner } from './manches.js';
export type { MancheReading } from './manches.js';
export { pairingSheetText, pairingSheetHtml, standingsText, leagueText, escapeHtml, presetLabel, rulesOf, SHEET_COLUMN_MAX } from './sheet.js';
export { tournamentT, TOURNAMENT_WORDS } from './texts.js';
export { leagueStandings, leagueCsv } from './league.js';
export { leagueTeamKey } from './team-key.js';
export { checkNewPairPlayers, checkNewPairTeam, registerPair } from './new-pair.js';
export type { LeagueRow } from './league.js';
export { tableSetup, tableSetups, tournamentId } from './tables.js';
export type { TableSetup } from './tables.js';
