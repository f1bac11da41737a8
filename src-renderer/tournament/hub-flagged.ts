/**
 * A table's corrections the hub took in but flagged (`TableLinkView.flagged`), as the table's user
 * reads them: the record and its line in the journal file, and why in the screen's language (the
 * code's sentence: `judge/bad-who`, `judge/bad-when`), never the hub's English words.
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { FlaggedCorrection } from '../../shared/session/correction-fields.js';
import type { T } from '../i18n/index.js';
import { errorText } from '../app/texts.js';
import './texts-flagged.js';

/** One line per flagged correction, in seq order: « ⚑ La correction de l’enregistrement 11 (ligne 13) est au hub, mais signalée à l’organisateur : … ». */
export function hubFlaggedLines(flagged: readonly Pick<FlaggedCorrection, 'seq' | 'code'>[], t: T, lang: Lang): string[] {
  return [...flagged].sort((a, b) => a.seq - b.seq)
    .map((f) => t('tournament.flagged.line', { seq: f.seq, line: f.seq + 2, sentence: errorText({ code: f.code }, lang) }));
}
