/**
 * The rounds on the Tournoi screen: pair the next round (the system chosen for it; refused while the
 * last round has tables without a result), the round shown (any paired one), its tables
 * (RoundTables.tsx), its pairing sheet to print or save, and the hub's panel (desktop app only).
 */
import { useState } from 'preact/hooks';
import { PAIRING_SYSTEMS, type PairingSystem, type Tournament } from '../../shared/tournament/types.js';
import { pairNextRound } from '../../shared/tournament/pairing.js';
import { openTables } from '../../shared/tournament/reducer.js';
import { pairingSheetHtml } from '../../shared/tournament/sheet.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { saveText } from '../library/download.js';
import { slug } from './night-text.js';
import { RoundTables, type TableAction } from './RoundTables.js';
import { HubPanel } from './HubPanel.js';
import type { TournamentStore } from './tournament-store.js';

/** The rounds' card of the night `tn`; `director` is the "who" the table forms start with. */
export function Rounds(p: { ts: TournamentStore; tn: Tournament; director: string }) {
  const store = useStore();
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const { tn, ts } = p;
  const last = tn.rounds[tn.rounds.length - 1] ?? null;
  const [shown, setShown] = useState<number | null>(null);
  const [system, setSystem] = useState<PairingSystem>(tn.settings.system);
  const [action, setAction] = useState<TableAction>(null);
  const hub = ts.hub.value;
  const round = tn.rounds.find((r) => r.round === shown) ?? last;
  const open = last ? openTables(tn, last).length : 0;
  const next = tn.rounds.length + 1;
  const allPaired = tn.rounds.length >= tn.settings.rounds;

  const pair = async () => {
    const r = pairNextRound(tn, system);
    if (!r.ok) {
      ts.fail(r.error);
      return;
    }
    // the hub, if it runs, publishes the new round and main pushes its codes
    const done = await ts.apply({ type: 'pair-round', round: r.value }, t('tournament.paired', { n: r.value.round, count: r.value.tables.length }));
    if (done) {
      setShown(r.value.round);
      setAction(null);
      // the pairing button is disabled now: the focus goes to the new round's tables
      setTimeout(() => document.getElementById('tn-round-title')?.focus(), 50);
    }
  };
  const print = async () => {
    if (!round) return;
    const title = `${tn.settings.name} — ${w('round', { n: round.round })}`;
    const r = await store.bridge.library.printPdf(title);
    if (!r.ok) ts.fail(r.error);
    else if (r.value) ts.say(t('tournament.printed', { path: r.value.path }));
  };
  const sheetHtml = () => {
    if (!round) return;
    const fileName = `${slug(tn.settings.name)}-round-${round.round}.html`;
    saveText({ fileName, text: pairingSheetHtml(tn, round, lang) }, 'text/html');
    ts.say(t('tournament.csvSaved', { file: fileName }));
  };

  return (
    <section class="card tn-rounds" aria-labelledby="tn-rounds-title">
      <div class="tn-noprint">
        <h2 id="tn-rounds-title">{t('tournament.rounds_title')}</h2>
        <div class="tn-bar">
          {allPaired ? (
            <p class="muted" data-testid="tournament-all-paired">{t('tournament.allPaired')}</p>
          ) : (
            <>
              <label class="inline">
                <span>{t('tournament.pairSystem')}</span>
                <select name="tn-pair-system" value={system} onChange={(e) => setSystem(e.currentTarget.value as PairingSystem)}>
                  {PAIRING_SYSTEMS.map((s) => <option key={s} value={s}>{w(`system.${s}`)}</option>)}
                </select>
              </label>
              <button type="button" class="primary" disabled={ts.busy.value || open > 0} aria-describedby={open > 0 ? 'tn-wait' : undefined} data-testid="tournament-pair-round" onClick={() => void pair()}>
                {t('tournament.pairNext', { n: next })}
              </button>
              {open > 0 && last && <p id="tn-wait" class="muted" data-testid="tournament-wait">{t('tournament.waitResults', { count: open, n: last.round })}</p>}
            </>
          )}
          {tn.rounds.length > 1 && (
            <label class="inline">
              <span>{t('tournament.showRound')}</span>
              <select name="tn-shown" value={String(round?.round ?? '')} onChange={(e) => { setShown(Number(e.currentTarget.value)); setAction(null); }}>
                {tn.rounds.map((r) => <option key={r.round} value={String(r.round)}>{t('tournament.roundOf', { n: r.round, of: tn.settings.rounds })}</option>)}
              </select>
            </label>
          )}
        </div>
      </div>
      {round && (
        <RoundTables tn={tn} round={round} ts={ts} isLast={round === last} action={action} setAction={setAction} director={p.director}
          cards={hub && hub.round === round.round ? hub.tables : null} hubAvailable={ts.hubAvailable} />
      )}
      {round && (
        <div class="tn-bar tn-noprint">
          <button type="button" data-testid="tournament-print" onClick={() => void print()}>{t('tournament.print', { n: round.round })}</button>
          <button type="button" data-testid="tournament-sheet-html" onClick={sheetHtml}>{t('tournament.sheetHtml')}</button>
        </div>
      )}
      {ts.hubAvailable && <HubPanel ts={ts} />}
    </section>
  );
}
