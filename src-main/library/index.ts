/**
 * The match library (docs/storage.md). `MatchLibrary` (Node: files) plus pure helpers the renderer
 * and the browser mode can import on their own: `summary.ts`, `search.ts`, `club-standings.ts`,
 * `import-check.ts`.
 */
export { MatchLibrary, fingerprint } from './library.js';
export { formatMatchFile } from '../../shared/library/match-file.js';
export type { LibraryOptions, ExportedMatch, ImportOptions } from './library.js';
export { summarize, resultText } from '../../shared/library/summary.js';
export type { MatchSummary, MatchStatus, SummarySource } from '../../shared/library/summary.js';
export { searchMatches, matches, foldText, queryTerms, STATUSES } from '../../shared/library/search.js';
export type { LibraryQuery } from '../../shared/library/search.js';
export { clubStandings, standingsCsv, toCsv, csvField, teamKey } from '../../shared/library/club-standings.js';
export type { ClubRow, ClubStandings } from '../../shared/library/club-standings.js';
export { checkImportText, nestingBeyond, childPath, isIsoTime, IMPORT_LIMITS } from '../../shared/library/import-check.js';
export type { ImportProblem, ImportCheck, ImportReply, ImportedMatch } from '../../shared/library/import-check.js';
export { loadIndex, saveIndex, INDEX_FORMAT } from './index-cache.js';
export { judgeMatchOf, openJudgeMatch, liveJudgeMatch, correctMatch, correctionsOf } from './judge.js';
