/**
 * The tooltip of a table's hub chip (`HubLinkStatus.tsx`, in the bar at start: only the error
 * sentences it needs, none of the Tournoi screen's texts).
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { TableLinkView } from '../../shared/bridge/tournament/tournament-contract.js';
import type { T } from '../i18n/index.js';
import { errorText } from '../app/texts.js';

/**
 * The tooltip of a table's hub chip (`HubLinkStatus`): the tournament, round and table, the hub's
 * address, and why the records do not reach it (offline, refused) as its code's sentence in `lang`
 * — the hub's or the system's English words only when no code came with them.
 */
export function hubLinkTitle(link: Pick<TableLinkView, 'tournament' | 'round' | 'table' | 'url' | 'error' | 'code' | 'params'>, t: T, lang: Lang): string {
  const where = t('tournament.link.where', { name: link.tournament.name, round: link.round, table: link.table });
  const why = link.code ? errorText(link.params ? { code: link.code, params: link.params } : { code: link.code }, lang) : link.error;
  return why ? `${where} · ${link.url} · ${why}` : `${where} · ${link.url}`;
}
