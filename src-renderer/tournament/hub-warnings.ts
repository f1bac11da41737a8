/**
 * The hub panel's warnings as the organizer reads them, in the screen's language: each warning
 * comes from main as codes and data (`HubWarning`: the table, what it is about, what was found) and
 * is worded here — the table, the kind's sentence (`tournament.hubWarn.*`), and what was found as
 * the judge's header words a journal's notice (a torn last line, a stale lock taken over…) or, for
 * any other code, its error sentence. Never the hub's English log lines.
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { HubWarning, HubWarningKind } from '../../shared/hub/hub-warning.js';
import type { T } from '../i18n/index.js';
import { noticeLines } from '../judge/judge-meta.js';
import './texts-hub.js';

const KEYS: Record<HubWarningKind, string> = {
  repaired: 'tournament.hubWarn.repaired',
  unwritable: 'tournament.hubWarn.unwritable',
  'not-entered': 'tournament.hubWarn.notEntered',
  flagged: 'tournament.hubWarn.flagged',
  conflict: 'tournament.hubWarn.conflict',
};

/** One warning of the hub as one line in `lang`: « Tour 2, table 3 — copie du hub réparée à l’ouverture : … ». */
export function hubWarningText(w: HubWarning, t: T, lang: Lang): string {
  const why = noticeLines({ warnings: [], notices: [w.notice] }, t, lang)[0] ?? w.notice.code;
  return t(KEYS[w.kind], { round: w.round, table: w.table, why });
}
