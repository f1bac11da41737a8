/**
 * The moments announced to the room (`shared/display/moments.ts`): each new snapshot is compared with
 * the one before; what happened (a hordago and its answer, a tira drawn at once, an announcement
 * error, a manche or the match won) shows on top of the display, one at a time, for a few seconds,
 * in large type, and is read out by a screen reader (a status region).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchView } from '../../shared/index.js';
import { momentsBetween, type Moment } from '../../shared/display/moments.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { reasonText } from '../app/texts.js';
import { seatName } from '../store/derive.js';
import './texts.js';

/** How long each moment stays on screen (ms). */
export const MOMENT_MS = 5000;

export function Moments() {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  const prev = useRef<{ id: string; view: MatchView } | null>(null);
  const [queue, setQueue] = useState<{ m: Moment; view: MatchView; key: number }[]>([]);
  const counter = useRef(0);
  const id = store.snapshot.value?.matchId ?? '';

  useEffect(() => {
    if (!view) return;
    const before = prev.current && prev.current.id === id ? prev.current.view : null;
    prev.current = { id, view };
    const found = momentsBetween(before, view);
    if (found.length) setQueue((q) => [...q, ...found.map((m) => ({ m, view, key: ++counter.current }))]);
  }, [view, id]);

  const head = queue[0];
  useEffect(() => {
    if (!head) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), MOMENT_MS);
    return () => clearTimeout(timer);
  }, [head?.key]);

  return (
    <div role="status" aria-live="assertive" class="moments">
      {head && <MomentBanner key={head.key} m={head.m} view={head.view} t={t} lang={lang} />}
    </div>
  );
}

function MomentBanner({ m, view, t, lang }: { m: Moment; view: MatchView; t: ReturnType<typeof useT>['t']; lang: ReturnType<typeof useT>['lang'] }) {
  const team = (x: 'A' | 'B') => `${x} (${view.setup.teams[x]})`;
  let main: string;
  let sub = '';
  switch (m.kind) {
    case 'hordago':
      main = t(m.biak ? 'moment.biakHordago' : 'moment.hordago');
      sub = t('moment.hordagoBy', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) });
      break;
    case 'kanta':
      main = t('moment.kanta');
      sub = t('moment.kantaBy', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) });
      break;
    case 'tira':
      main = t('moment.tira', { team: team(m.team), points: m.points, phase: m.phase === 'deal' ? '' : t(`phase.${m.phase}`) });
      sub = `${m.rule}: ${reasonText(m.why, view, lang)}`;
      break;
    case 'error':
      main = t('moment.error', { name: seatName(view, m.seat), team: m.team });
      sub = `${m.rule} — ${t(`count.errorKind.${m.error}`)}${m.cost ? ` · ${t('moment.cost', { team: team(m.to), points: m.cost })}` : ''}`;
      break;
    case 'manche':
      main = t('moment.manche', { team: team(m.team) });
      sub = `A ${m.score.A} – B ${m.score.B}`;
      break;
    case 'match':
      main = t('moment.match', { team: team(m.team) });
      sub = t('moment.manches', { A: m.manches.A, B: m.manches.B });
      break;
    default: {
      const never: never = m;
      return never;
    }
  }
  return (
    <p class={`moment moment-${m.kind}`} data-testid="moment" data-kind={m.kind}>
      {main}
      {sub && <small>{sub}</small>}
    </p>
  );
}
