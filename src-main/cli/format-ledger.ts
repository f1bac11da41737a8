/** Readable text of settlements and match replays for the command line. */
import type { Credit, MatchResult, Settlement } from '../../shared/index.js';
import { colon, creditText, exchangeText, renderReason, seatText, tokensText, type Lang, type SeatNames } from '../../shared/i18n/index.js';
import { ledgerText } from '../../shared/i18n/index.js';
import { cliT } from './labels.js';

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/**
 * A settlement as a table: each credit with team, points, phase, when, rule and reason, the running
 * score in tantos and hamarrekos, the exchange at the table, and where the target point fell. Seats
 * by the players' `names` when given, else by their place counted from 1 (« place 1 », as the
 * screens; `seatText`). `s` with its reasons rendered in the same words (`renderSettlement`).
 */
export function formatSettlement(s: Settlement, lang: Lang, target: number, title?: string, names?: SeatNames): string {
  const t = cliT(lang);
  const lt = ledgerText(lang);
  const lines: string[] = [];
  const sc = (a: number, b: number) => `A ${a} (${tokensText(a, lang)}) · B ${b} (${tokensText(b, lang)})`;
  lines.push(`${title ?? t('deal')} — ${t('esku', { seat: seatText(s.esku, lang, names) })}`);
  lines.push(`  ${t('before')}${colon(lang)}${sc(s.scoreBefore.A, s.scoreBefore.B)}`);
  if (s.out.length) lines.push(`  ${t('out', { seats: s.out.map((x) => seatText(x, lang, names)).join(', ') })}`);
  let prev = s.scoreBefore;
  let decisiveAt = -1;
  s.ledger.forEach((c: Credit, i: number) => {
    const pts = c.points > 0 ? `+${c.points}` : String(c.points);
    const phase = lt(`phase.${c.phase}`);
    const score = `${c.scoreAfter.A}-${c.scoreAfter.B}`;
    let tail: string;
    if (!c.counted) tail = `(${t('notCounted')})`;
    else {
      const before = prev[c.team];
      const after = c.scoreAfter[c.team];
      tail = `${score}  ${c.team}${colon(lang)}${exchangeText(before, after, lang)}`;
      prev = c.scoreAfter;
    }
    if (c.decisive) decisiveAt = i;
    lines.push(`  ${pad(String(i + 1), 3)} ${c.team}  ${pad(pts, 4)} ${pad(phase, 20)} ${pad(t(`when.${c.when}`), 10)} ${creditText(c, lang, names)}`);
    lines.push(`      ${c.decisive ? '★ ' : ''}${tail}`);
  });
  if (s.errors.length) {
    lines.push(`  ${t('errors')}`);
    for (const e of s.errors) lines.push(`    - ${e.rule}${colon(lang)}${renderReason(e.effect, lang, names)}`);
  }
  const endNote = t(`end.${s.end}`);
  if (endNote) lines.push(`  ${endNote}`);
  lines.push(`  ${t('after')}${colon(lang)}${sc(s.scoreAfter.A, s.scoreAfter.B)}`);
  const c = s.ledger[decisiveAt];
  if (c) {
    lines.push(`  ${t('decisive', { target, n: decisiveAt + 1, team: c.team, phase: lt(`phase.${c.phase}`) })}`);
  }
  lines.push(`  ${s.winner ? t('manche', { team: s.winner }) : t('noManche')}`);
  return lines.join('\n');
}

/**
 * A match replay: every deal's ledger, each manche's result, the match result and the standings;
 * seats by the players' `names` (mus-match/1 `players`) when given (see {@link formatSettlement}).
 */
export function formatMatch(r: MatchResult, lang: Lang, teams?: { A: string; B: string }, names?: SeatNames): string {
  const t = cliT(lang);
  const out: string[] = [];
  let manche = 0;
  for (const d of r.deals) {
    out.push(formatSettlement(d, lang, r.rules.target, `${t('deal')} ${d.index + 1}`, names));
    if (d.winner) {
      const m = r.manches[manche++];
      if (!m) throw new Error(`deal ${d.index + 1} wins manche ${manche}, which the match result does not list`);
      out.push(`== ${t('mancheN', { n: manche, team: m.winner, A: m.score.A, B: m.score.B, deals: m.deals })}`);
    }
    out.push('');
  }
  if (r.winner) {
    out.push(t('matchWon', { team: r.winner, name: teams?.[r.winner] ?? r.winner, A: r.manchesWon.A, B: r.manchesWon.B }));
    for (const k of ['A', 'B'] as const) {
      const l = r.standings![k];
      out.push(t('standings', { team: k, name: teams?.[k] ?? '', v: l.victories, m: l.manchesWon, p: l.pointsInLostManches }));
    }
  } else {
    out.push(t('matchOpen', { A: r.manchesWon.A, B: r.manchesWon.B, sA: r.current.A, sB: r.current.B }));
  }
  return out.join('\n');
}
