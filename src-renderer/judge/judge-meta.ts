/**
 * The judge's header line on the match's rules: « FFMUS, manche en 30, 4 joueurs, 1 manche
 * gagnante » — the manches to win with their plural (it said « 1 manches gagnantes »).
 */
import type { T } from '../i18n/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { JudgeMatch } from '../../shared/bridge/library/library-contract.js';
import { errorText } from '../app/texts.js';
import './texts.js';

/** The rules a judge's header names: preset, manche target (tantos), players, manches to win. */
export interface RulesLineOf {
  preset: string;
  target: number;
  players: number;
  manchesToWin: number;
}

/** The rules of the match in the judge's header, in the reader's language. */
export function rulesLine(rules: RulesLineOf, t: T): string {
  return t('judge.rules', { preset: rules.preset.toUpperCase(), target: rules.target, players: rules.players, count: rules.manchesToWin });
}

/** The judge's texts of the journal's findings that take parameters (`judge.notice.*`), by code. */
const NOTICE_KEYS: Partial<Record<string, (params: Record<string, string | number>) => string>> = {
  'journal/torn-tail': () => 'judge.notice.tornTail',
  'journal/taken-over': (p) => `judge.notice.takenOver.${p.because === 'pidReused' || p.because === 'rebooted' ? p.because : 'stopped'}`,
  'journal/id-mismatch': () => 'judge.notice.idMismatch',
  'journal/replay-failed': (p) => (p.entry !== undefined ? 'judge.notice.replayFailed' : ''),
  'journal/read-only': (p) => (p.records !== undefined && p.ignored !== undefined ? 'judge.notice.readOnly' : ''),
};

/**
 * What the reading of the match's journal found, as the judge's header says it in the reader's
 * language: each notice (a code and its parameters: `shared/library/journal-notice.ts`) in its own
 * words (`judge.notice.*`), else its code's sentence (`errorText`) and its line; a match without
 * notices (a browser's archive) shows its warnings as given.
 */
export function noticeLines(jm: Pick<JudgeMatch, 'warnings' | 'notices'>, t: T, lang: Lang): string[] {
  if (!jm.notices) return jm.warnings;
  return jm.notices.map((n) => {
    const params = n.params ?? {};
    const key = NOTICE_KEYS[n.code]?.(params);
    if (key) return t(key, params);
    // a refusal naming what it is about (`params.say`: the hub's conflicts) says its own sentence
    const sentence = errorText(typeof params.say === 'string' ? { code: n.code, params } : { code: n.code }, lang);
    // a correction kept as written whose who or when does not check: the field's sentence, then the record
    if ((n.code === 'judge/bad-who' || n.code === 'judge/bad-when') && params.seq !== undefined) return t('judge.notice.flagged', { ...params, sentence });
    return params.line !== undefined ? t('judge.notice.atLine', { sentence, line: params.line }) : sentence;
  });
}
