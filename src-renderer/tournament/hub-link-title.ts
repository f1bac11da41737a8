/**
 * The words of a table's hub chip (`HubLinkStatus.tsx`, in the bar at start: only the error
 * sentences it needs, none of the Tournoi screen's texts): its tooltip, and the refusal it shows
 * under it while the hub refuses the table's records.
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { TableLinkView } from '../../shared/bridge/tournament/tournament-contract.js';
import type { T } from '../i18n/index.js';
import { errorText } from '../app/texts.js';

/** What the chip's words read of the link. */
type LinkWords = Pick<TableLinkView, 'tournament' | 'round' | 'table' | 'url' | 'error' | 'code' | 'params'>;

/** Why the records do not reach the hub: its code's sentence in `lang`, else the English words that came without a code, else null. */
function whyText(link: Pick<TableLinkView, 'error' | 'code' | 'params'>, lang: Lang): string | null {
  return link.code ? errorText(link.params ? { code: link.code, params: link.params } : { code: link.code }, lang) : link.error;
}

/**
 * The tooltip of a table's hub chip (`HubLinkStatus`): the tournament, round and table, the hub's
 * address, and why the records do not reach it (offline, refused) as its code's sentence in `lang`
 * — the hub's or the system's English words only when no code came with them.
 */
export function hubLinkTitle(link: LinkWords, t: T, lang: Lang): string {
  const where = t('tournament.link.where', { name: link.tournament.name, round: link.round, table: link.table });
  const why = whyText(link, lang);
  return why ? `${where} · ${link.url} · ${why}` : `${where} · ${link.url}`;
}

/**
 * The line shown under the chip while the hub refuses this table's records (`state: 'refused'`: a
 * conflict — the table's journal shorter than the hub's copy, a record that differs, another computer
 * sending the match —, a wrong token…): the refusal's sentence in `lang`, which says what happened
 * and what to do. Null while the link is sound or only out of reach (the chip says that itself).
 */
export function hubRefusalText(link: Pick<TableLinkView, 'state' | 'error' | 'code' | 'params'>, lang: Lang): string | null {
  return link.state === 'refused' ? whyText(link, lang) : null;
}
