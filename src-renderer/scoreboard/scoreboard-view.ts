/**
 * What the scoreboard shows, as data (no DOM): each team's card (name, players, score, *dentro*,
 * manches) and the exchange to make at the table — the net per team and every credit of the deal
 * in counting order (the list is never cut). `Scoreboard.tsx` only lays this out, so that what a
 * scorer reads is tested here, in `npm test` (test/src-renderer/scoreboard/scoreboard-view.test.ts).
 */
import type { Lang, MatchView, Phase, RuleOptions, Team } from '../../shared/index.js';
import { boardScore, type BoardScore } from '../../shared/display/board-score.js';
import { exchangeWords } from '../app/texts.js';
import { dentroAt, recentCredits, seatName } from '../store/derive.js';
import { uiT } from '../i18n/index.js';
import { seatShortNames } from '../table/ladder-names.js';
import './texts.js';

const TEAMS: readonly Team[] = ['A', 'B'];

/** One team's card. `score` in tantos of the manche in progress. */
export interface TeamCard {
  team: Team;
  /** The team's name as set up. */
  name: string;
  /** Its players' names (or `#n` for an empty name), in seat order, joined by ` · `. */
  players: string;
  /** The same names one by one, in seat order (the room display puts each in its own box). */
  playerNames: string[];
  /**
   * The names the player line shows, in the same order: each its first words, as few as tell it from
   * the table's other names (`shortNames`: « Maïté », not « Maïté Oy… » cut mid-word at six players);
   * the full name ({@link playerNames}) stays in the title and for a screen reader.
   */
  playerShort: string[];
  /** Tantos of the manche in progress; once the match is won, of the winning manche (`boardScore`). */
  score: number;
  /** Whether the *dentro* badge shows: from the dentro mark up to, not at, the target (never on a final score). */
  dentro: boolean;
  /** Whether this team won the match (the card says so). */
  won: boolean;
  manchesWon: number;
  manchesToWin: number;
}

/** One credit of the exchange: the team, its score before and after (tantos), the words of the exchange. */
export interface ExchangeLine {
  /** The credit's place in the deal's ledger (stable key). */
  index: number;
  team: Team;
  from: number;
  to: number;
  /** The exchange in the table's words (`shared/i18n` `exchangeText`), in the reader's language. */
  words: string;
  phase: Phase | 'deal';
  /** Tantos the credit applied (negative for a misdeal cancellation). */
  applied: number;
}

/** The net exchange of a team over the deal so far: its score before the first credit and after the last. */
export interface ExchangeNet {
  team: Team;
  from: number;
  to: number;
  words: string;
}

/** The exchange panel. */
export interface ExchangeView {
  /** The team that just won the manche (the scores were put back to 0): the panel says so instead of the net. */
  mancheWon: Team | null;
  /** Per team that drew something, A first; empty when {@link mancheWon} is set. */
  net: ExchangeNet[];
  /** Every credit that changed the score, in counting order (Memo Mus ch. IX): never cut. */
  lines: ExchangeLine[];
  /**
   * The settled deal the lines are of (0-based, as `view.deals` counts), shown in the heading as
   * « Donne N »: at the next deal's start they are still the last deal's, and without its number a
   * scorer read them as owed again. Null for the deal in progress's own credits (or none yet).
   */
  deal: number | null;
}

/** The whole scoreboard. */
export interface ScoreboardView {
  teams: TeamCard[];
  /**
   * Set once the match is won: the scores shown are the winning manche's final score (0-based
   * manche), not the 0–0 its close left (`shared/display/board-score.ts`); null while it goes on.
   */
  final: BoardScore['final'];
  exchange: ExchangeView;
  /**
   * What the live region says when the score changes, in the reader's language: each team's name,
   * score (tantos) and manches won of those to win (« Gorriak : 12, manches gagnées : 1 sur 3. … »).
   */
  announcement: string;
}

/**
 * Whether a team at `score` tantos is *dentro*: at or past the dentro mark (the preset's, else
 * target − 5: 35 of 40; Pagat « dentro » at 35) and not yet at the target.
 */
export function isDentro(score: number, rules: Pick<RuleOptions, 'target' | 'dentro'>): boolean {
  return score >= dentroAt(rules) && score < rules.target;
}

/** The exchange panel for the match view: the deal in progress's credits, else the last settled deal's. */
export function exchangeView(view: MatchView, lang: Lang): ExchangeView {
  const recent = recentCredits(view);
  const lastDeal = view.deals[view.deals.length - 1];
  const mancheWon = !view.current?.state.credits.length && lastDeal?.winner ? lastDeal.winner : null;
  const lines = recent.lines.map((l): ExchangeLine => {
    const team = l.credit.team;
    const from = l.before[team];
    const to = l.credit.scoreAfter[team];
    return { index: l.index, team, from, to, words: exchangeWords(from, to, lang), phase: l.credit.phase, applied: l.credit.applied };
  });
  const net = mancheWon || !recent.lines.length ? [] : TEAMS.filter((team) => lines.some((l) => l.team === team)).map((team): ExchangeNet => {
    const from = recent.lines[0]!.before[team];
    const to = recent.lines[recent.lines.length - 1]!.credit.scoreAfter[team];
    return { team, from, to, words: exchangeWords(from, to, lang) };
  });
  return { mancheWon, net, lines, deal: recent.lines.length ? recent.deal : null };
}

/** The scoreboard for the match view, in the reader's language. */
export function scoreboardView(view: MatchView, lang: Lang): ScoreboardView {
  const short = seatShortNames(view);
  const board = boardScore(view);
  const teams = TEAMS.map((team): TeamCard => {
    const seats = view.setup.players.map((_, i) => i).filter((i) => i % 2 === (team === 'A' ? 0 : 1));
    return {
      team,
      name: view.setup.teams[team],
      players: seats.map((i) => seatName(view, i)).join(' · '),
      playerNames: seats.map((i) => seatName(view, i)),
      playerShort: seats.map((i) => short[i] ?? seatName(view, i)),
      score: board.score[team],
      dentro: !board.final && isDentro(board.score[team], view.rules),
      won: board.final?.winner === team,
      manchesWon: view.manchesWon[team],
      manchesToWin: view.rules.manchesToWin,
    };
  });
  const t = uiT(lang);
  const lines = teams.map((c) => t('score.announce', { name: c.name, score: c.score, won: c.manchesWon, of: c.manchesToWin }));
  // a won match: who won and that the scores are the last manche's, before them
  if (board.final) lines.unshift(t('score.announceWon', { name: view.setup.teams[board.final.winner], n: board.final.manche + 1 }));
  return { teams, final: board.final, exchange: exchangeView(view, lang), announcement: lines.join('. ') };
}
