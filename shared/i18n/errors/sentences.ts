/**
 * The shape of one language's error sentences (`shared/i18n/errors/fr.ts`, `en.ts`, `es.ts`,
 * `eu.ts`): one per error code (a code without its own sentence fails `tsc`), the namespaces'
 * fallbacks (`action/_` …, for a code that comes from outside, e.g. a box's `NOPE` line) and the
 * general one (`_`). Each language sits in its own module so that a page loads only its own (the
 * renderer loads them on first use: `src-renderer/app/texts.ts`).
 */
import type { ErrorCode, ErrorNamespace } from '../../errors/index.js';

/**
 * The sentences that name the seats an action or input error is about (`EngineError.seats`): `code#variant`,
 * the variant chosen by the fields there (`#turn`: whose turn it was; `#team`: either partner of
 * `turn`'s team; `#bettor`: the seat's own team made the bet; `#seat`: the seat alone, as when the
 * engine does not know whose turn it is). Placeholders
 * `{{seat}}`, `{{turn}}`, `{{bettor}}`: the seat as the language says it with its article (`frame.ts`).
 * For `record/esku-mismatch#turn`, `seat` is the esku the file gives and `turn` the one it should be.
 */
export type SeatSentenceKey =
  | 'action/not-your-turn#turn'
  | 'action/not-your-turn#team'
  | 'action/not-your-turn#bettor'
  | 'action/not-your-turn#seat'
  | 'action/not-a-holder#seat'
  | 'action/seat-out#seat'
  | 'action/team-out#seat'
  | 'input/not-your-turn#seat'
  | 'input/not-your-turn#turn'
  | 'hands/missing-card#seat'
  | 'hands/fifth-card#seat'
  | 'hands/not-a-list#seat'
  | 'hands/suit-needed#seat'
  | 'action/discards-pending#turn'
  | 'action/mus-round-open#turn'
  | 'record/esku-mismatch#turn';

/**
 * A refusal whose `params.say` is set says its `code#say` sentence instead (the tournament's, the
 * library's: `tournament/unknown-table#round` …, `shared/i18n/errors/tournament/*.ts`, spread into
 * each language's sentences), its `{{…}}` filled from the other params; `params.cause` names the
 * code of a refusal carried inside (the engine's refusal of a match entered for a table), said by its
 * own sentence in `{{cause}}` (its params under `cause.` keys).
 *
 * The sentences that name what a refusal is about (`EngineError.params`): `code#names`, said instead
 * of the code's sentence when the error carries them, each `{{key}}` filled from them.
 * `tournament/duplicate-pair#names` (a pair registered with a name the league takes for a registered
 * pair's, `checkNewPairTeam`): `{{team}}` the name typed, `{{other}}` the registered pair's name,
 * `{{id}}` that pair's id. `tournament/player-in-two-pairs#names` (`checkNewPairPlayers`): `{{player}}` the
 * player as typed, `{{id}}` and `{{team}}` the registered pair they sit in. `tournament/mixed-rules#names`
 * (`leagueStandings`): `{{night}}` and `{{first}}` the nights' numbers from 1, `{{rules}}` and
 * `{{firstRules}}` their rules (`rulesText`). `hub/file-damaged#names` (`hub.json` unreadable, `readHubFile`): `{{field}}`
 * the JSON path of the field at fault.
 * The rules engine's refusals carry the figures their English message names, so that a person reads
 * them in their language (`mus settle`, `mus replay`, `mus check` print the sentence, not the English):
 * `action/bet-too-small#names`, `action/raise-too-small#names` `{{min}}` the least, `{{amount}}` the
 * amount given; `action/must-answer#names` `{{amount}}` the bet standing; `action/deal-over#names`,
 * `record/match-over#names` `{{team}}` the team that won; `record/bad-score#names` `{{value}}` as JSON
 * writes it, `{{target}}` the manche, `{{max}}` the highest score; `record/score-mismatch#names`
 * `{{team}}`, `{{expected}}` its tantos, `{{given}}` the file's; `hands/not-a-list#names` (the whole
 * `hands`) `{{players}}`; `hands/too-many-of-a-kind#names` `{{number}}`; `hands/duplicate-card#names`
 * `{{card}}` as the record writes it (`1o`).
 */
export type NamedSentenceKey = 'tournament/duplicate-pair#names' | 'tournament/player-in-two-pairs#names' | 'tournament/mixed-rules#names' | 'hub/file-damaged#names'
  | 'action/bet-too-small#names' | 'action/raise-too-small#names' | 'action/must-answer#names' | 'action/deal-over#names'
  | 'record/bad-score#names' | 'record/score-mismatch#names' | 'record/match-over#names'
  | 'hands/not-a-list#names' | 'hands/too-many-of-a-kind#names' | 'hands/duplicate-card#names'
  | EngineFormKey;

/**
 * The sentences of the rules engine's and the table's refusals that say the facts their English
 * message gives (`EngineError.params`): the phase the table is at and the one said, the act, a
 * figure, a value as the file writes it, a team. `code#form` (`params.form`, else `#names`) for a
 * refusal without seats; `code#variant@form` for one naming seats (`#turn@at`: whose turn it is at
 * `{{phase}}`). Placeholders: `{{phase}}`, `{{said}}`, `{{phase2}}` phases and `{{act}}` an act, said
 * as the screen says them (`frame.ts`); `{{value}}` as JSON writes it; `{{min}}`, `{{max}}`,
 * `{{count}}`, `{{players}}` figures; `{{team}}` A or B.
 */
export type EngineFormKey =
  | 'action/wrong-phase#names' | 'action/wrong-phase#mus' | 'action/wrong-phase#stage' | 'action/wrong-phase#notMus'
  | 'action/wrong-phase#musOnly' | 'action/wrong-phase#dialogue' | 'action/wrong-phase#declare' | 'action/wrong-phase#now'
  | 'action/bad-amount#names' | 'action/bad-amount#missing' | 'action/bad-field#count' | 'action/bad-field#has'
  | 'action/bad-act#names' | 'action/bad-phase#names' | 'action/bad-seat#names'
  | 'action/not-a-holder#seat@at' | 'action/not-declaring#names' | 'action/not-your-turn#turn@at' | 'action/not-your-turn#seat@at'
  | 'action/not-your-turn#team@team' | 'action/not-your-turn#bettor@act' | 'action/team-out#seat@team'
  | 'action/biak-not-grande#names' | 'action/no-bet-to-raise#names' | 'action/nothing-to-answer#names'
  | 'action/bet-already-open#names' | 'action/must-declare#names'
  | 'input/match-over#names' | 'input/not-a-card#names' | 'hands/missing-card#seat@count' | 'hands/fifth-card#seat@count'
  | 'hands/wrong-count#names' | 'hands/bad-card#names' | 'match/over#names' | 'match/not-at-showdown#names'
  | 'record/deal-unfinished#names' | 'record/deal-unfinished#follows' | 'record/bad-esku#names' | 'record/bad-format#names'
  | 'rules/unknown-preset#names' | 'rules/bad-option#oneOf' | 'rules/bad-option#range' | 'rules/bad-option#dentro'
  | 'phones/bad-request#names'; // `{{field}}`: the field of the tap at fault (`act`, `tap`, `body`…: `shared/phones/phone-error.ts`)

/** One language's sentences, by error code, and the sentences naming seats ({@link SeatSentenceKey}) or names ({@link NamedSentenceKey}). */
export type ErrorSentences = Record<ErrorCode, string> & Partial<Record<`${ErrorNamespace}/_`, string>> & { _: string } & Record<SeatSentenceKey, string> & Record<NamedSentenceKey, string>;
