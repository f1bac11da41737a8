/**
 * The tournament chip in the control window's bar, at a table that joined a hub: the tournament,
 * the round and table, and whether the hub holds every record of the match (icon + word + counts:
 * never colour alone). A polite live region. Shows nothing for a match that is not a tournament's,
 * and in a browser (a page cannot join a hub). The state is asked of main every second while a
 * match is open (`bridge.tournament.link()`). The corrections the hub took in but flagged to the
 * organizer are named under it (`HubFlagged`, a lazy part). While the hub refuses the table's records
 * (a conflict, a wrong token), the chip reads as a warning and the refusal's sentence stands under
 * it, visible and focusable (`HubLinkChip`): a table at a club never hovers for a tooltip.
 */
import { useEffect, useState } from 'preact/hooks';
import { tournamentOf, type TableLinkView } from '../../shared/bridge/tournament/tournament-contract.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import type { T } from '../i18n/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import './texts-open.js';
import { hubLinkTitle, hubRefusalText } from './hub-link-title.js';
import { lazyComponent } from '../app/lazy.js';
import './hub-link.css';

/** The corrections the hub flagged, in their own chunk: loaded only when there is one. */
const HubFlagged = lazyComponent(() => import('./HubFlagged.js').then((m) => m.HubFlagged), () => null);

/** How often the chip asks main, ms. */
export const LINK_REFRESH_MS = 1_000;

const ICONS: Record<TableLinkView['state'], string> = { synced: '✓', syncing: '⇅', offline: '⚠', refused: '⚠' };

/** The chip (nothing when the match is not shipped to a hub). */
export function HubLinkStatus() {
  const store = useStore();
  const { t, lang } = useT();
  const bridge = tournamentOf(store.bridge);
  const hasMatch = store.hasMatch.value;
  const [link, setLink] = useState<TableLinkView | null>(null);
  useEffect(() => {
    if (!bridge?.hubAvailable || !hasMatch) {
      setLink(null);
      return;
    }
    let live = true;
    const ask = () => void bridge.link().then((r) => live && setLink(r.ok ? r.value : null), () => live && setLink(null));
    ask();
    const id = setInterval(ask, LINK_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [bridge, hasMatch]);
  if (!link) return null;
  return (
    <>
      <HubLinkChip link={link} t={t} lang={lang} />
      {link.flagged?.length ? <HubFlagged flagged={link.flagged} /> : null}
    </>
  );
}

/**
 * The chip itself, for a link main reported: where the table plays, and whether the hub holds its
 * records; when the hub refuses them, the refusal's sentence in `lang` on a line of its own under
 * the chip (an alert, reachable with Tab, named by the chip's description) — gone when the link is
 * sound again.
 */
export function HubLinkChip({ link, t, lang }: { link: TableLinkView; t: T; lang: Lang }) {
  const pending = Math.max(0, link.local - Math.max(0, link.have));
  const word = t(`tournament.link.${link.state}`, { count: pending });
  const where = t('tournament.link.where', { name: link.tournament.name, round: link.round, table: link.table });
  const refusal = hubRefusalText(link, lang);
  return (
    <>
      <p class={`box-chip hub-link hub-link-${link.state}`} role="status" aria-live="polite" data-testid="hub-link" data-state={link.state}
        title={hubLinkTitle(link, t, lang)} aria-describedby={refusal ? 'hub-refusal' : undefined}>
        <span aria-hidden="true">{ICONS[link.state]}</span> <span>{where}</span> · <strong>{word}</strong>
      </p>
      {refusal && (
        <p class="hub-refusal" id="hub-refusal" role="alert" tabIndex={0} data-testid="hub-refusal">
          <span aria-hidden="true">⚠ </span>{refusal}
        </p>
      )}
    </>
  );
}
