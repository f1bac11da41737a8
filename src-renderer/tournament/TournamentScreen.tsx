/**
 * The Tournoi screen (issue 13): the director's championship night. Create the night (name, date,
 * the rules locked for every table, rounds, pairing system: CreateForm.tsx), register pairs (late
 * entries after round 1), withdraw a pair (or take the withdrawal back, or take out a pair added by
 * mistake: Pairs.tsx, PairCorrections.tsx), pair the next round, see each round's tables, enter a
 * table's result by hand or a forfeit (who and why), annul one (Rounds.tsx, RoundTables.tsx,
 * ResultForm.tsx), the standings (FFMus art. 2 and the tie-breaks) with their CSV (Standings.tsx),
 * the pairing sheet to print, the hub (HubPanel.tsx) and a table's join (JoinForm.tsx).
 * Everything goes through the tournament bridge (`bridge.tournament`: main's file in Electron,
 * localStorage in a browser) by the screen's store (tournament-store.ts), where the model checks
 * each event; the screen folds the file it gets back to show it. The hub's view is pushed by main.
 * Loaded on first use (lazy chunk).
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { tournamentOf } from '../../shared/bridge/tournament/tournament-contract.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { createTournamentStore } from './tournament-store.js';
import { statusText } from './status-text.js';
import { CreateForm } from './CreateForm.js';
import { Night } from './Night.js';
import { JoinForm } from './JoinForm.js';
import '../setup/texts.js';
import './texts.js';
import './tournament.css';

/** The Tournoi screen: the status line, then "create", or the night in progress; the join form in the desktop app. */
export function TournamentScreen() {
  const store = useStore();
  const { t, lang } = useT();
  const ts = useMemo(() => createTournamentStore(tournamentOf(store.bridge)), [store.bridge]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    void ts.load();
    return () => ts.dispose();
  }, [ts]);

  const status = ts.status.value;
  const file = ts.file.value;
  const error = status?.kind === 'error';
  return (
    <main id="main" class="tournament" data-testid="tournament">
      <div class="tn-head tn-noprint">
        <h1 ref={heading} tabIndex={-1}>{t('tournament.title')}</h1>
        <p class={`tn-status${error ? ' tn-error' : ''}`} role={error ? 'alert' : 'status'} data-testid="tournament-status">
          {statusText(status, lang, t)}
        </p>
      </div>
      {file === undefined ? (
        <p role="status">{t('app.loading')}</p>
      ) : file === null ? (
        <CreateForm busy={ts.busy.value} onCreate={ts.create} />
      ) : (
        <Night ts={ts} file={file} />
      )}
      {ts.hubAvailable && file !== undefined && <JoinForm ts={ts} />}
    </main>
  );
}
