/**
 * `mus settle --json=compact`: each settlement with only its core fields (docs/formats.md,
 * "settle --json=compact"): the scores before and after, the winner, and for each credit its team,
 * points, phase, when, reason (in the language asked for) and whether it counted. About a third of
 * the size of `--json`, for a judge settling long streams.
 */
import type { Credit, Settlement } from '../../shared/types.js';
import { creditText, type Lang } from '../../shared/i18n/index.js';

/** One credit of a compact settlement. */
export type CompactCredit = Pick<Credit, 'team' | 'points' | 'phase' | 'when' | 'reason' | 'counted'>;

/** A compact settlement: the core fields, in the order docs/formats.md gives them. */
export interface CompactSettlement extends Pick<Settlement, 'scoreBefore' | 'scoreAfter' | 'winner'> {
  ledger: CompactCredit[];
}

/** The compact form of `s`, its reasons worded in `lang`. */
export function compactSettlement(s: Settlement, lang: Lang): CompactSettlement {
  return {
    scoreBefore: s.scoreBefore,
    scoreAfter: s.scoreAfter,
    winner: s.winner,
    ledger: s.ledger.map((c) => ({ team: c.team, points: c.points, phase: c.phase, when: c.when, reason: creditText(c, lang), counted: c.counted })),
  };
}

/** JSON texts of strings already written (reasons repeat: a stream has a few hundred distinct ones). */
const quoted = new Map<string, string>();
const q = (s: string): string => {
  let j = quoted.get(s);
  if (j === undefined) {
    if (quoted.size >= 4096) quoted.clear();
    j = JSON.stringify(s);
    quoted.set(s, j);
  }
  return j;
};
const score = (s: Settlement['scoreBefore']) => `{"A":${s.A},"B":${s.B}}`;

/**
 * JSON texts of credit reasons by language, found by the credit's frozen reason object and its rule
 * (most credits share one of a few frozen reasons, `shared/score/reasons.ts`): no text is built or
 * hashed for them. Other reasons go through `creditText` and {@link q}.
 */
const REASONS: Record<Lang, WeakMap<Credit['why'], Map<string, string>>> = { fr: new WeakMap(), eu: new WeakMap(), es: new WeakMap(), en: new WeakMap() };
function reasonJson(c: Credit, lang: Lang): string {
  if (!Object.isFrozen(c.why)) return q(creditText(c, lang));
  let byRule = REASONS[lang].get(c.why);
  if (!byRule) REASONS[lang].set(c.why, (byRule = new Map()));
  let j = byRule.get(c.rule);
  if (j === undefined) byRule.set(c.rule, (j = JSON.stringify(creditText(c, lang))));
  return j;
}

/**
 * `JSON.stringify(compactSettlement(s, lang))`, the same text written directly (no object built, each
 * reason's JSON text kept once): `settle --json=compact -` runs it for every line of a stream.
 */
export function compactLine(s: Settlement, lang: Lang): string {
  let out = `{"scoreBefore":${score(s.scoreBefore)},"scoreAfter":${score(s.scoreAfter)},"winner":${s.winner === null ? 'null' : q(s.winner)},"ledger":[`;
  for (let i = 0; i < s.ledger.length; i++) {
    const c = s.ledger[i]!;
    out += `${i ? ',' : ''}{"team":${q(c.team)},"points":${c.points},"phase":${q(c.phase)},"when":${q(c.when)},"reason":${reasonJson(c, lang)},"counted":${c.counted}}`;
  }
  return `${out}]}`;
}
