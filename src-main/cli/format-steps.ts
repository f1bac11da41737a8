/**
 * `mus replay --deal N --steps`: one deal as the table said it, action by action, for a judge at a
 * terminal or writing a ruling (the judge screen's steps, `shared/judge/deal-steps.ts`): each action
 * with its player (named as the screens name them), its phase and what was said in the table words
 * of the language; after each, the credits it drew at once (points, team, rule article, reason) and
 * the running score in tantos and hamarrekos; then the count at the showdown credit by credit, in
 * phase order (under « the hands shown », each seat's hand as the judge screen names the cards),
 * and the score after the deal. `--json`: the same steps as data (docs/formats.md
 * "replay --deal N --steps --json").
 */
import { teamOf, type Credit, type Score } from '../../shared/index.js';
import { actionText } from '../../shared/i18n/act-text.js';
import { cardText } from '../../shared/i18n/card-text.js';
import { colon, creditText, exchangeText, renderReason, seatText, tokensText, type Lang, type SeatNames } from '../../shared/i18n/index.js';
import type { DealSteps } from '../../shared/judge/deal-steps.js';
import { cliT } from './labels.js';
import { stepsT, tableT } from './steps-texts.js';

/** A score as the table keeps it: « A 7 (1 hamarreko + 2 tantos) · B 3 (0 hamarreko + 3 tantos) ». */
export function scoreLine(s: Score, lang: Lang): string {
  return `A ${s.A} (${tokensText(s.A, lang)}) · B ${s.B} (${tokensText(s.B, lang)})`;
}

/** A credit as one line: team, points, phase, rule article and reason (seats by `names`). */
function creditHead(c: Credit, lang: Lang, names: SeatNames | undefined): string {
  const pts = c.points > 0 ? `+${c.points}` : String(c.points);
  return `${c.team} ${pts} · ${tableT(lang)(`phase.${c.phase}`)} · ${creditText(c, lang, names)}`;
}

/** What the table does for a counted credit (« ★ A : prendre 1 tanto »), or « (not counted…) ». */
function creditTail(c: Credit, prev: Score, lang: Lang): string {
  if (!c.counted) return `(${cliT(lang)('notCounted')})`;
  return `${c.decisive ? '★ ' : ''}${c.team}${colon(lang)}${exchangeText(prev[c.team], c.scoreAfter[c.team], lang)}`;
}

/**
 * The hands shown, one line per seat in the record's order: the player (as the screens name them),
 * the team, and the four cards as the judge screen names them (`cardText`: R C S, 1-7, the suit
 * letter), in the record's order; a seat out after a misdeal (FFMus art. 5) is marked so.
 */
function handLines(d: DealSteps, lang: Lang, names: SeatNames | undefined): string[] {
  const st = stepsT(lang);
  const out = d.settled?.out ?? [];
  return (d.hands ?? []).map((h, seat) => {
    const isOut = out.includes(seat);
    const shown = h ? h.map(cardText).join(' ') : st(isOut ? 'outSeat' : 'notShown');
    return `${seatText(seat, lang, names)} (${teamOf(seat)})${colon(lang)}${shown}${h && isOut ? ` (${st('outSeat')})` : ''}`;
  });
}

/**
 * Deal `d` step by step as text: its head (« Donne 2 — manche 1 — esku : Maite »), the score before,
 * each action and its credits, the count at the showdown, the end note, the score after and the manche.
 * Seats by `names` (the record's `players`) when given, else « place 1 » (`seatText`).
 */
export function formatDealSteps(d: DealSteps, lang: Lang, names?: SeatNames): string {
  const t = cliT(lang);
  const st = stepsT(lang);
  const tw = tableT(lang);
  const lines: string[] = [];
  lines.push(`${t('deal')} ${d.deal + 1} — ${st('manche', { n: d.manche + 1 })} — ${t('esku', { seat: seatText(d.esku, lang, names) })}`);
  lines.push(`  ${t('before')}${colon(lang)}${scoreLine(d.scoreBefore, lang)}`);
  const out = d.settled?.out ?? [];
  if (out.length) lines.push(`  ${t('out', { seats: out.map((x) => seatText(x, lang, names)).join(', ') })}`);
  let prev = d.scoreBefore;
  for (const s of d.steps) {
    const a = s.action;
    lines.push(`  ${s.n}. ${seatText(a.seat, lang, names)} (${teamOf(a.seat)}) · ${tw(`phase.${a.phase}`)}${colon(lang)}${actionText(a, tw, s.answersOrdago)}`);
    for (const c of s.credits) {
      lines.push(`       ${creditHead(c, lang, names)}`, `         ${creditTail(c, prev, lang)}`);
      if (c.counted) prev = c.scoreAfter;
    }
    if (s.credits.length > 0) lines.push(`     ${st('score')}${colon(lang)}${scoreLine(s.score, lang)}`);
  }
  if (d.handsShown) {
    lines.push(`  ${d.steps.length + 1}. ${st('handsShown')}`);
    for (const line of handLines(d, lang, names)) lines.push(`     ${line}`);
    lines.push(`  ${st('showdown')}`);
    d.showdown.forEach((c, i) => {
      lines.push(`    ${`${i + 1}.`.padEnd(4)}${creditHead(c, lang, names)}`);
      lines.push(`        ${c.counted ? `${st('score')}${colon(lang)}${scoreLine(c.scoreAfter, lang)} — ` : ''}${creditTail(c, prev, lang)}`);
      if (c.counted) prev = c.scoreAfter;
    });
  }
  if (!d.settled) lines.push(`  ${st('open')}`);
  if (d.settled?.errors.length) {
    lines.push(`  ${t('errors')}`);
    for (const e of d.settled.errors) lines.push(`    - ${e.rule}${colon(lang)}${renderReason(e.effect, lang, names)}`);
  }
  const end = d.settled ? t(`end.${d.settled.end}`) : '';
  if (end) lines.push(`  ${end}`);
  lines.push(`  ${t('after')}${colon(lang)}${scoreLine(d.scoreAfter, lang)}`);
  if (d.settled) lines.push(`  ${d.winner ? t('manche', { team: d.winner }) : t('noManche')}`);
  return lines.join('\n');
}

/**
 * Deal `d` step by step as data: deal and manche counted from 1 as people count them, seats 0-based
 * as in every record, each credit with its `reason` in the language asked for (as `replay --json`).
 */
export function dealStepsJson(d: DealSteps, lang: Lang, names?: SeatNames): object {
  const tw = tableT(lang);
  const credit = (c: Credit): Credit => ({ ...c, reason: creditText(c, lang, names) });
  return {
    deal: d.deal + 1,
    manche: d.manche + 1,
    esku: d.esku,
    scoreBefore: d.scoreBefore,
    steps: d.steps.map((s) => ({
      n: s.n, seat: s.action.seat, team: teamOf(s.action.seat), phase: s.action.phase, action: s.action,
      said: actionText(s.action, tw, s.answersOrdago), credits: s.credits.map(credit), score: s.score,
    })),
    handsShown: d.handsShown,
    showdown: d.showdown.map(credit),
    end: d.settled?.end ?? null,
    errors: d.settled?.errors ?? [],
    out: d.settled?.out ?? [],
    scoreAfter: d.scoreAfter,
    winner: d.winner,
  };
}
