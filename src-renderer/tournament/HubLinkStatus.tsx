/**
 * The tournament chip in the control window's bar, at a table that joined a hub: the tournament,
 * the round and table, and whether the hub holds every record of the match (icon + word + counts:
 * never colour alone). A polite live region. Shows nothing for a match that is not a tournament's,
 * and in a browser (a page cannot join a hub). The state is asked of main every second while a
 * match is open (`bridge.tournament.link()`). The corrections the hub took in but flagged to the
 * organizer are named under it (`HubFlagged`, a lazy part).
 */
import { useEffect, useState } from 'preact/hooks';
import { tournamentOf, type TableLinkView } from '../../shared/bridge/tournament/tournament-contract.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import './texts-open.js';
import { hubLinkTitle } from './hub-link-title.js';
import { lazyComponent } from '../app/lazy.js';
import './hub-link.css';

/** The corrections the hub flagged, in their own chunk: loaded only when there is one. */
const HubFlagged = lazyComponent(() => import('./HubFlagged.js').then((m) => m.HubFlagged), () => null);

/** How often the chip asks main, ms. */
export const LINK_REFRESH_MS = 1_000;

const ICONS: Record<TableLinkView['state'], string> = { synced: '✓', syncing: '⇅', offline: '⚠', refused: '✗' };

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
  const pending = Math.max(0, link.local - Math.max(0, link.have));
  const word = t(`tournament.link.${link.state}`, { count: pending });
  const where = t('tournament.link.where', { name: link.tournament.name, round: link.round, table: link.table });
  return (
    <>
      <p class={`box-chip hub-link hub-link-${link.state}`} role="status" aria-live="polite" data-testid="hub-link" data-state={link.state}
        title={hubLinkTitle(link, t, lang)}>
        <span aria-hidden="true">{ICONS[link.state]}</span> <span>{where}</span> · <strong>{word}</strong>
      </p>
      {link.flagged?.length ? <HubFlagged flagged={link.flagged} /> : null}
    </>
  );
}
