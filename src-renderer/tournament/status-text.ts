/**
 * The Tournoi screen's status line as a sentence, made when shown: a refusal and the count of the
 * hub's entered results are said in the screen's language of that moment (refusal.ts).
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { T } from '../i18n/index.js';
import { refusalText } from './refusal.js';
import type { TournamentStatus } from './tournament-store.js';

/**
 * The status line's sentence, made when shown (so a refusal, or the hub's entered results, are in
 * the screen's language): '' when there is nothing to say.
 */
export function statusText(status: TournamentStatus, lang: Lang, t: T): string {
  if (status === null) return '';
  if (status.kind === 'error') return refusalText(status.error, lang, t);
  if (status.kind === 'entered') return t('tournament.autoEntered', { count: status.count });
  return status.text;
}
