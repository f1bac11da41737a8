/**
 * The deal history's lines as data (`History.tsx` draws them): the newest deal first, each with its
 * number, esku, scores before and after, how it ended, the manche-won badge, the announcement-error
 * badge, and its credits in counting order with their rule and reason in the screen's language.
 */
import type { MatchView, Team } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { T } from '../i18n/index.js';
import { colon, reasonText } from '../app/texts.js';
import { seatName } from '../store/derive.js';

/** One credit of a deal, as the history lists it. */
export interface HistoryCredit {
  team: Team;
  /** `+5`, `0`, or `(3)` for a credit not counted (its points in brackets). */
  figure: string;
  /** `Haundia (grand) · FFMus art. 17 : <reason>`. */
  text: string;
  decisive: boolean;
  counted: boolean;
}

/** One settled deal, as the history lists it. */
export interface HistoryRow {
  /** 0-based deal index in the match. */
  index: number;
  /** `Donne 3`. */
  title: string;
  /** The esku's name line (`table.eskuIs`). */
  esku: string;
  scoreBefore: { A: number; B: number };
  scoreAfter: { A: number; B: number };
  /** How the deal ended, in words (`count.end.*`). */
  end: string;
  /** The manche-won badge, or null. */
  won: string | null;
  /** The announcement errors' badge (`2 erreurs d’annonce`), or null without errors. */
  errors: string | null;
  credits: HistoryCredit[];
}

/** The history's lines of `view`, the newest deal first. */
export function historyRows(view: MatchView, t: T, lang: Lang): HistoryRow[] {
  return view.deals
    .slice()
    .reverse()
    .map((d) => ({
      index: d.index,
      title: t('history.deal', { n: d.index + 1 }),
      esku: t('table.eskuIs', { name: seatName(view, d.esku) }),
      scoreBefore: d.scoreBefore,
      scoreAfter: d.scoreAfter,
      end: t(`count.end.${d.end}`),
      won: d.winner ? t('count.mancheWon', { team: d.winner, name: view.setup.teams[d.winner] }) : null,
      errors: d.errors.length > 0 ? t('history.errors', { count: d.errors.length }) : null,
      credits: d.ledger.map((c) => ({
        team: c.team,
        figure: c.counted ? `${c.applied > 0 ? '+' : ''}${c.applied}` : `(${c.points})`,
        text: `${t(`phase.${c.phase}`)} · ${c.rule}${colon(lang)}${reasonText(c.why, view, lang)}`,
        decisive: c.decisive === true,
        counted: c.counted,
      })),
    }));
}
