/**
 * One announcement error as the count, the judge's view and the judge's "what if" say it, after its
 * article: « Maite (A), Pariak (paires) : ba sans avoir. Maite a dit ba… » — the colon in the
 * language's typography (French puts a narrow no-break space before it; the line said
 * « Pariak (paires): »), the effect as a sentence.
 */
import type { AnnouncementError, MatchView } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { T } from '../i18n/index.js';
import { colon, reasonText, sentence } from '../app/texts.js';
import { seatName } from '../store/derive.js';
import './texts.js';

/** The words of an announcement error after its rule (FFMus arts. 13-16): who, the phase, the error, its effect. */
export function errorLine(e: AnnouncementError, view: MatchView, lang: Lang, t: T): string {
  return `${seatName(view, e.seat)} (${e.team}), ${t(`phase.${e.phase}`)}${colon(lang)}${t(`count.errorKind.${e.kind}`)}. ${sentence(reasonText(e.effect, view, lang))}`;
}
