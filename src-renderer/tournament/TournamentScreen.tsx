/**
 * The Tournoi screen (issue 13): the director's championship night. Create the night (name, date,
 * the rules locked for every table, rounds, pairing system), register pairs (late entries after
 * round 1), withdraw a pair (or take the withdrawal back, or take out a pair added by mistake:
 * PairCorrections.tsx), pair the next round, see each round's tables, enter a table's result
 * by hand or a forfeit (who and why), annul one, the standings (FFMus art. 2 and the tie-breaks)
 * with their CSV, and the pairing sheet to print. Everything goes through the tournament bridge
 * (`bridge.tournament`: main's file in Electron, localStorage in a browser), where the model checks
 * each event; the screen folds the file it gets back to show it. Loaded on first use (lazy chunk).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Lang } from '../../shared/i18n/index.js';
import type { EngineError, Result, RulesSpec } from '../../shared/types.js';
import { PAIRING_SYSTEMS, resultKey, type Pair, type PairingSystem, type Round, type TableResult, type Tournament, type TournamentEvent, type TournamentFile, type TournamentSettings } from '../../shared/tournament/types.js';
import { foldNight } from '../../shared/bridge/tournament/tournament-night.js';
import { HUB_DEFAULT_PORT, tournamentOf, type HubTableCard, type HubView, type QrPath, type TournamentBridge } from '../../shared/bridge/tournament/tournament-contract.js';
import { pairNextRound } from '../../shared/tournament/pairing.js';
import { computeStandings, standingsCsv } from '../../shared/tournament/standings.js';
import { forfeitResult, handResult, parseManches } from '../../shared/tournament/results.js';
import { openTables, pairById } from '../../shared/tournament/reducer.js';
import { pairingSheetHtml } from '../../shared/tournament/sheet.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { manchesProblem, refusalText } from './refusal.js';
import { PairActionButtons, PairCorrectionForm, usePairCorrection } from './PairCorrections.js';
import { WhoWhy } from './WhoWhy.js';
import type { T } from '../i18n/index.js';
import { saveText } from '../library/download.js';
import '../setup/texts.js';
import './texts.js';
import './tournament.css';

/**
 * The status line: a done text, or a refusal kept as the error itself and said when shown, so that
 * it is in the screen's language even when the language's error sentences arrive after it.
 */
type Status = { kind: 'ok'; text: string } | { kind: 'error'; error: EngineError } | null;

/** How often the screen asks the running hub where each table stands. */
const HUB_REFRESH_MS = 5_000;

/** The sentence of a refusal, in the screen's language only (refusal.ts). */
const refusal = (e: EngineError, lang: Lang, t: T): string => refusalText(e, lang, t);

/** Today as `YYYY-MM-DD` (the create form's default; the model never reads a clock). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The next free pair id: `p01`, `p02`… */
function nextPairId(t: Tournament): string {
  const ids = new Set(t.pairs.map((p) => p.id));
  for (let i = t.pairs.length + 1; ; i++) {
    const id = `p${String(i).padStart(2, '0')}`;
    if (!ids.has(id)) return id;
  }
}

export function TournamentScreen() {
  const store = useStore();
  const { t, lang } = useT();
  const bridge = useMemo(() => tournamentOf(store.bridge), [store.bridge]);
  const [file, setFile] = useState<TournamentFile | null | undefined>(undefined);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    if (!bridge) {
      setFile(null);
      return;
    }
    void bridge.get().then((r) => {
      if (r.ok) setFile(r.value);
      else {
        setFile(null);
        setStatus({ kind: 'error', error: r.error });
      }
    });
  }, [bridge]);

  /** Runs one bridge call; the new file on success, the refusal in the status line otherwise. */
  const run = async (call: (b: TournamentBridge) => Promise<Result<TournamentFile | null>>, ok: (f: TournamentFile | null) => string): Promise<boolean> => {
    if (!bridge || busy) return false;
    setBusy(true);
    try {
      const r = await call(bridge);
      if (!r.ok) {
        setStatus({ kind: 'error', error: r.error });
        return false;
      }
      setFile(r.value);
      setStatus({ kind: 'ok', text: ok(r.value) });
      return true;
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" class="tournament" data-testid="tournament">
      <div class="tn-head tn-noprint">
        <h1 ref={heading} tabIndex={-1}>{t('tournament.title')}</h1>
        <p class={`tn-status${status?.kind === 'error' ? ' tn-error' : ''}`} role={status?.kind === 'error' ? 'alert' : 'status'} data-testid="tournament-status">
          {status === null ? '' : status.kind === 'error' ? refusal(status.error, lang, t) : status.text}
        </p>
      </div>
      {file === undefined ? (
        <p role="status">{t('app.loading')}</p>
      ) : file === null ? (
        <CreateForm busy={busy} onCreate={(s) => run((b) => b.create(s), (f) => f?.name ?? '')} />
      ) : (
        <Night file={file} busy={busy} run={run} setStatus={setStatus} />
      )}
      {bridge?.hubAvailable && file !== undefined && <JoinForm bridge={bridge} setStatus={setStatus} />}
    </main>
  );
}

type Run = (call: (b: TournamentBridge) => Promise<Result<TournamentFile | null>>, ok: (f: TournamentFile | null) => string) => Promise<boolean>;

function CreateForm(p: { busy: boolean; onCreate: (s: TournamentSettings) => Promise<boolean> }) {
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const [name, setName] = useState('');
  const [date, setDate] = useState(today());
  const [rounds, setRounds] = useState(5);
  const [system, setSystem] = useState<PairingSystem>('swiss');
  const [preset, setPreset] = useState<'ffmus' | 'pagat'>('ffmus');
  const [kings, setKings] = useState<8 | 4>(8);
  const [juegoReal, setJuegoReal] = useState<'off' | 'any' | 'oros'>('off');
  const [target, setTarget] = useState(40);
  const [duples, setDuples] = useState<'ffmus' | 'old'>('ffmus');
  const [manchesToWin, setManchesToWin] = useState(3);
  const submit = (e: Event) => {
    e.preventDefault();
    const rules = { preset, players: 4, kings, juegoReal, target, duples, manchesToWin } as RulesSpec;
    void p.onCreate({ name: name.trim(), date, rules, rounds, system });
  };
  return (
    <form class="card tn-create" onSubmit={submit} data-testid="tournament-create" aria-labelledby="tn-create-title">
      <h2 id="tn-create-title">{t('tournament.createTitle')}</h2>
      <p class="muted">{t('tournament.none')}</p>
      <div class="tn-grid">
        <label class="field">
          <span>{t('tournament.name')}</span>
          <input name="tn-name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label class="field">
          <span>{t('tournament.date')}</span>
          <input name="tn-date" type="date" required value={date} onInput={(e) => setDate(e.currentTarget.value)} />
        </label>
        <label class="field">
          <span>{t('tournament.rounds')}</span>
          <input name="tn-rounds" type="number" min={1} max={99} required value={rounds} onInput={(e) => setRounds(Number(e.currentTarget.value))} />
        </label>
        <label class="field">
          <span>{t('tournament.system')}</span>
          <select name="tn-system" value={system} onChange={(e) => setSystem(e.currentTarget.value as PairingSystem)}>
            {PAIRING_SYSTEMS.map((s) => <option key={s} value={s}>{w(`system.${s}`)}</option>)}
          </select>
        </label>
      </div>
      <fieldset class="tn-rules">
        <legend>{t('tournament.rulesLocked')}</legend>
        <Select name="tn-preset" label={t('setup.preset')} value={preset} onChange={(v) => { setPreset(v); setManchesToWin(v === 'pagat' ? 2 : 3); }}
          choices={[['ffmus', t('setup.presetFfmus')], ['pagat', t('setup.presetPagat')]]} />
        <Select name="tn-kings" label={t('setup.kings')} value={kings} onChange={setKings} choices={[[8, t('setup.kings8')], [4, t('setup.kings4')]]} />
        <Select name="tn-jr" label={t('setup.juegoReal')} value={juegoReal} onChange={setJuegoReal} choices={[['off', t('setup.jrOff')], ['any', t('setup.jrAny')], ['oros', t('setup.jrOros')]]} />
        <Select name="tn-target" label={t('setup.target')} value={target} onChange={setTarget} choices={[30, 40, 50].map((v) => [v, String(v)])} />
        <Select name="tn-duples" label={t('setup.duples')} value={duples} onChange={setDuples} choices={[['ffmus', t('setup.duplesFfmus')], ['old', t('setup.duplesOld')]]} />
        <Select name="tn-manches" label={t('setup.format')} value={manchesToWin} onChange={setManchesToWin}
          choices={[1, 2, 3, 4, 5].map((n) => [n, t('setup.formatN', { count: n, of: 2 * n - 1 })])} />
      </fieldset>
      <p>
        <button type="submit" class="primary" disabled={p.busy} data-testid="tournament-create-submit">{t('tournament.create')}</button>
      </p>
    </form>
  );
}

function Select<V extends string | number>(p: { name: string; label: string; value: V; choices: [V, string][]; onChange: (v: V) => void }) {
  return (
    <label class="field">
      <span>{p.label}</span>
      <select name={p.name} value={String(p.value)} onChange={(e) => {
          const raw = e.currentTarget.value;
          const hit = p.choices.find(([v]) => String(v) === raw);
          if (hit) p.onChange(hit[0]);
        }}>
        {p.choices.map(([v, l]) => <option key={String(v)} value={String(v)}>{l}</option>)}
      </select>
    </label>
  );
}

/** What the round panel is doing: nothing, a result form, or an annulment form for a table. */
type TableAction = { kind: 'result' | 'annul'; table: number } | null;

function Night(p: { file: TournamentFile; busy: boolean; run: Run; setStatus: (s: Status) => void }) {
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const folded = useMemo(() => foldNight(p.file), [p.file]);
  const [director, setDirector] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmClose) confirmButton.current?.focus();
  }, [confirmClose]);
  if (!folded.ok) return <p role="alert">{refusal(folded.error, lang, t)}{folded.error.path ? <> <code>{folded.error.path}</code></> : null}</p>;
  const tn = folded.value;
  const s = tn.settings;
  const rules = w('rules', { preset: tn.rules.preset === 'ffmus' ? 'FFMus' : 'Pagat', manches: tn.rules.manchesToWin, target: tn.rules.target }).replace(/^[^:]*:\s*/, '');
  return (
    <>
      <section class="tn-night tn-noprint" aria-labelledby="tn-name">
        <h2 id="tn-name" data-testid="tournament-name">{s.name}</h2>
        <p class="muted" data-testid="tournament-summary">{t('tournament.summary', { date: s.date, rounds: s.rounds, system: w(`system.${s.system}`), rules })}</p>
        <label class="field tn-director">
          <span>{t('tournament.director')}</span>
          <input name="tn-director" maxLength={200} value={director} onInput={(e) => setDirector(e.currentTarget.value)} aria-describedby="tn-director-hint" />
          <small id="tn-director-hint" class="muted">{t('tournament.directorHint')}</small>
        </label>
      </section>
      <div class="tn-columns tn-noprint">
        <Pairs tn={tn} busy={p.busy} run={p.run} director={director} />
        <Standings tn={tn} setStatus={p.setStatus} />
      </div>
      <Rounds tn={tn} busy={p.busy} run={p.run} director={director} setStatus={p.setStatus} />
      <section class="tn-close tn-noprint" aria-label={t('tournament.close')}>
        {confirmClose ? (
          <div role="group" aria-label={t('tournament.closeConfirm')}>
            <p>{t('tournament.closeConfirm')}</p>
            <button type="button" class="danger" data-testid="tournament-close-confirm" ref={confirmButton} onClick={() => { setConfirmClose(false); void p.run((b) => b.close(), () => ''); }}>{t('tournament.confirmClose')}</button>{' '}
            <button type="button" onClick={() => setConfirmClose(false)}>{t('tournament.cancel')}</button>
          </div>
        ) : (
          <button type="button" data-testid="tournament-close" onClick={() => setConfirmClose(true)}>{t('tournament.close')}</button>
        )}
      </section>
    </>
  );
}

/** The round after the last one paired (pairs registered now play from it). */
function nextRoundNo(tn: Tournament): number {
  return tn.rounds.length + 1;
}

function Pairs(p: { tn: Tournament; busy: boolean; run: Run; director: string }) {
  const { t } = useT();
  const { tn } = p;
  const [team, setTeam] = useState('');
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [club, setClub] = useState('');
  const fix = usePairCorrection();
  const teamInput = useRef<HTMLInputElement>(null);
  const add = async (e: Event) => {
    e.preventDefault();
    const id = nextPairId(tn);
    const event: TournamentEvent = { type: 'add-pair', pair: { id, team: team.trim(), players: [p1.trim(), p2.trim()], club: club.trim() || null } };
    const done = await p.run((b) => b.apply(event), () => `${id} · ${team.trim()}`);
    if (done) {
      setTeam(''); setP1(''); setP2(''); setClub('');
      teamInput.current?.focus();
    }
  };
  return (
    <section class="card tn-pairs" aria-labelledby="tn-pairs-title">
      <h2 id="tn-pairs-title" tabIndex={-1}>{t('tournament.pairs')} <span class="muted tn-count">{t('tournament.pairsCount', { count: tn.pairs.length })}</span></h2>
      {tn.pairs.length === 0 ? <p class="muted">{t('tournament.noPairs')}</p> : (
        <div class="tn-scroll" role="region" tabIndex={0} aria-label={t('tournament.scrollTable', { what: t('tournament.pairs') })}>
          <table class="tn-table" data-testid="tournament-pairs">
            <thead>
              <tr><th scope="col">{t('tournament.pairId')}</th><th scope="col">{t('tournament.team')}</th><th scope="col">{t('tournament.players')}</th><th scope="col">{t('tournament.club')}</th><th scope="col">{t('tournament.status')}</th><th scope="col"><span class="sr-only">{t('tournament.pairActions')}</span></th></tr>
            </thead>
            <tbody>
              {tn.pairs.map((x) => (
                <tr key={x.id} data-testid="tournament-pair" data-id={x.id} class={x.withdrawn ? 'tn-withdrawn' : ''}>
                  <td><code>{x.id}</code></td>
                  <th scope="row">{x.team}</th>
                  <td>{x.players.join(', ')}</td>
                  <td>{x.club ?? ''}</td>
                  <td>
                    {x.withdrawn ? t('tournament.withdrawn', { n: x.withdrawn.afterRound }) : x.fromRound > 1 ? `${t('tournament.late')} (${t('tournament.fromRound', { n: x.fromRound })})` : t('tournament.active')}
                  </td>
                  <td class="tn-pair-actions"><PairActionButtons tn={tn} pair={x} onOpen={fix.open} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {fix.correcting && <PairCorrectionForm tn={tn} correcting={fix.correcting} director={p.director} busy={p.busy} send={(e, ok) => p.run((b) => b.apply(e), () => ok)} onClose={fix.close} />}
      <form class="tn-add" onSubmit={add} data-testid="tournament-add-pair" aria-labelledby="tn-add-title">
        <h3 id="tn-add-title">{t('tournament.addPairTitle')}</h3>
        {tn.rounds.length > 0 && <p class="muted tn-hint">{t('tournament.lateHint', { n: nextRoundNo(tn), paired: tn.rounds.length })}</p>}
        <div class="tn-grid">
          <label class="field"><span>{t('tournament.team')}</span><input ref={teamInput} name="tn-team" required maxLength={200} value={team} onInput={(e) => setTeam(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.player1')}</span><input name="tn-player1" required maxLength={200} value={p1} onInput={(e) => setP1(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.player2')}</span><input name="tn-player2" required maxLength={200} value={p2} onInput={(e) => setP2(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.club')}</span><input name="tn-club" maxLength={200} value={club} onInput={(e) => setClub(e.currentTarget.value)} /></label>
        </div>
        <button type="submit" disabled={p.busy} data-testid="tournament-add-submit">{t('tournament.addPair')}</button>
      </form>
    </section>
  );
}

function Rounds(p: { tn: Tournament; busy: boolean; run: Run; director: string; setStatus: (s: Status) => void }) {
  const store = useStore();
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const { tn } = p;
  const last = tn.rounds[tn.rounds.length - 1] ?? null;
  const [shown, setShown] = useState<number | null>(null);
  const [system, setSystem] = useState<PairingSystem>(tn.settings.system);
  const [action, setAction] = useState<TableAction>(null);
  const [hub, setHub] = useState<HubView | null>(null);
  const bridge = tournamentOf(store.bridge);
  useEffect(() => {
    if (bridge?.hubAvailable) void bridge.hubState().then((r) => r.ok && setHub(r.value));
  }, [bridge]);
  // while the hub runs, where each table stands is asked again every few seconds (a table that finishes shows it)
  const running = hub !== null;
  useEffect(() => {
    if (!running || !bridge) return;
    const id = setInterval(() => void bridge.hubState().then((r) => r.ok && setHub(r.value)), HUB_REFRESH_MS);
    return () => clearInterval(id);
  }, [running, bridge]);
  // a match won at a table is entered as its result by the hub: the night is read again to show it
  const entered = hub?.entered ?? 0;
  const seenEntered = useRef(entered);
  useEffect(() => {
    if (entered <= seenEntered.current) {
      seenEntered.current = Math.min(seenEntered.current, entered); // a restarted hub counts from 0
      return;
    }
    // (asked again at the next refresh when the screen was busy)
    void p.run((b) => b.get(), () => t('tournament.autoEntered', { count: entered - seenEntered.current })).then((ok) => {
      if (ok) seenEntered.current = entered;
    });
  }, [entered, hub]);
  const round = tn.rounds.find((r) => r.round === shown) ?? last;
  const open = last ? openTables(tn, last).length : 0;
  const next = tn.rounds.length + 1;
  const allPaired = tn.rounds.length >= tn.settings.rounds;

  const pair = async () => {
    const r = pairNextRound(tn, system);
    if (!r.ok) {
      p.setStatus({ kind: 'error', error: r.error });
      return;
    }
    const done = await p.run((b) => b.apply({ type: 'pair-round', round: r.value }), () => t('tournament.paired', { n: r.value.round, count: r.value.tables.length }));
    if (done) {
      setShown(r.value.round);
      setAction(null);
      // the pairing button is disabled now: the focus goes to the new round's tables
      setTimeout(() => document.getElementById('tn-round-title')?.focus(), 50);
      // the hub, if it runs, has published the new round: its codes
      if (hub && bridge) void bridge.hubState().then((h) => h.ok && setHub(h.value));
    }
  };
  const print = async () => {
    if (!round) return;
    const title = `${tn.settings.name} — ${w('round', { n: round.round })}`;
    const r = await store.bridge.library.printPdf(title);
    if (!r.ok) p.setStatus({ kind: 'error', error: r.error });
    else if (r.value) p.setStatus({ kind: 'ok', text: t('tournament.printed', { path: r.value.path }) });
  };
  const sheetHtml = () => {
    if (!round) return;
    const fileName = `${slug(tn.settings.name)}-round-${round.round}.html`;
    saveText({ fileName, text: pairingSheetHtml(tn, round, lang) }, 'text/html');
    p.setStatus({ kind: 'ok', text: t('tournament.csvSaved', { file: fileName }) });
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
              <button type="button" class="primary" disabled={p.busy || open > 0} aria-describedby={open > 0 ? 'tn-wait' : undefined} data-testid="tournament-pair-round" onClick={() => void pair()}>
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
        <RoundTables tn={tn} round={round} isLast={round === last} action={action} setAction={setAction} busy={p.busy} run={p.run} director={p.director}
          cards={hub && hub.round === round.round ? hub.tables : null} hubAvailable={bridge?.hubAvailable === true} />
      )}
      {round && (
        <div class="tn-bar tn-noprint">
          <button type="button" data-testid="tournament-print" onClick={() => void print()}>{t('tournament.print', { n: round.round })}</button>
          <button type="button" data-testid="tournament-sheet-html" onClick={sheetHtml}>{t('tournament.sheetHtml')}</button>
        </div>
      )}
      {bridge?.hubAvailable && <HubPanel bridge={bridge} hub={hub} setHub={setHub} setStatus={p.setStatus} />}
    </section>
  );
}

function HubPanel(p: { bridge: TournamentBridge; hub: HubView | null; setHub: (h: HubView | null) => void; setStatus: (s: Status) => void }) {
  const store = useStore();
  const { t, lang } = useT();
  /** Prints the table cards (code and QR) instead of the sheet: the print style follows `data-print` on the body. */
  const printCards = async () => {
    document.body.dataset.print = 'cards';
    try {
      const r = await store.bridge.library.printPdf(t('tournament.cardsTitle', { n: p.hub?.round ?? 0 }));
      if (!r.ok) p.setStatus({ kind: 'error', error: r.error });
      else if (r.value) p.setStatus({ kind: 'ok', text: t('tournament.printed', { path: r.value.path }) });
    } finally {
      delete document.body.dataset.print;
    }
  };
  const [port, setPort] = useState(HUB_DEFAULT_PORT);
  const [busy, setBusy] = useState(false);
  const start = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const r = await p.bridge.hubStart(port);
    setBusy(false);
    if (!r.ok) return p.setStatus({ kind: 'error', error: r.error });
    p.setHub(r.value);
    p.setStatus({ kind: 'ok', text: t('tournament.hubRunning', { url: r.value.urls[0] ?? '' }) });
  };
  const unlock = async (card: HubTableCard) => {
    setBusy(true);
    const r = await p.bridge.hubUnlock(card.round, card.table);
    setBusy(false);
    if (!r.ok) return p.setStatus({ kind: 'error', error: r.error });
    p.setHub(r.value);
    p.setStatus({ kind: 'ok', text: t('tournament.hubUnlocked', { table: card.table }) });
  };
  const stop = async () => {
    setBusy(true);
    await p.bridge.hubStop();
    setBusy(false);
    p.setHub(null);
    p.setStatus({ kind: 'ok', text: t('tournament.hubStopped') });
  };
  return (
    <section class="tn-hub tn-noprint" aria-labelledby="tn-hub-title" data-testid="tournament-hub">
      <h3 id="tn-hub-title">{t('tournament.hub')}</h3>
      <p class="muted tn-hint">{t('tournament.hubHint')}</p>
      {p.hub ? (
        <div class="tn-bar">
          <p data-testid="tournament-hub-url">{t('tournament.hubRunning', { url: p.hub.urls[0] ?? '' })}</p>
          {p.hub.boardUrl && <p data-testid="tournament-hub-board"><small>{t('tournament.hubBoard', { url: p.hub.boardUrl })}</small></p>}
          <button type="button" disabled={busy} data-testid="tournament-hub-stop" onClick={() => void stop()}>{t('tournament.hubStop')}</button>
          {p.hub.tables.length > 0 && <button type="button" data-testid="tournament-hub-print" onClick={() => void printCards()}>{t('tournament.printCards')}</button>}
        </div>
      ) : (
        <form class="tn-bar" onSubmit={start}>
          <label class="inline"><span>{t('tournament.hubPort')}</span>
            <input name="tn-hub-port" type="number" min={1024} max={65535} value={port} onInput={(e) => setPort(Number(e.currentTarget.value))} />
          </label>
          <button type="submit" disabled={busy} data-testid="tournament-hub-start">{t('tournament.hubStart')}</button>
        </form>
      )}
      {p.hub?.warnings.map((w) => <p key={w} class="tn-error">{w}</p>)}
      {p.hub && p.hub.tables.length > 0 && (
        <ul class="tn-cards">
          {p.hub.tables.map((c) => <HubCard key={c.table} card={c} unlock={unlock} busy={busy} />)}
        </ul>
      )}
    </section>
  );
}

function HubCard({ card, unlock, busy }: { card: HubTableCard; unlock: (card: HubTableCard) => Promise<void>; busy: boolean }) {
  const { t } = useT();
  const label = t('tournament.hubCard', { table: card.table, code: card.code });
  return (
    <li class="tn-card" data-testid="tournament-hub-card" data-table={card.table} data-locked={card.locked ? 'yes' : 'no'}>
      <p><strong>{t('tournament.table')} {card.table}</strong> · <code class="tn-code">{card.code}</code></p>
      {card.locked && (
        <p class="tn-error tn-noprint" role="alert" data-testid="tournament-hub-locked">
          {t('tournament.hubLocked')}{' '}
          <button type="button" class="tn-small" disabled={busy} data-testid="tournament-hub-unlock" aria-label={t('tournament.hubUnlockLabel', { table: card.table })} onClick={() => void unlock(card)}>
            {t('tournament.hubUnlock')}
          </button>
        </p>
      )}
      {card.qr && <Qr qr={card.qr} label={label} />}
      <p class="tn-join"><small>{card.joinUrl}</small></p>
    </li>
  );
}

/** A QR code drawn from its path (no markup from the bridge). */
function Qr({ qr, label }: { qr: QrPath; label: string }) {
  return (
    <svg class="tn-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} stroke="#000" fill="none" />
    </svg>
  );
}

function slug(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'tournament';
}

function team(tn: Tournament, id: string): Pair | null {
  return pairById(tn, id) ?? null;
}

function resultText(tn: Tournament, r: TableResult, t: T): string {
  const winner = team(tn, r.winner)?.team ?? r.winner;
  if (r.source.kind === 'forfeit') return t('tournament.byForfeit', { team: winner });
  return `${r.manches.map((m) => `${m.A}-${m.B}`).join(', ')} · ${t('tournament.won', { team: winner })}`;
}

function RoundTables(p: { tn: Tournament; round: Round; isLast: boolean; action: TableAction; setAction: (a: TableAction) => void; busy: boolean; run: Run; director: string; cards: HubTableCard[] | null; hubAvailable: boolean }) {
  const store = useStore();
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const { tn, round } = p;
  const returnTo = useRef<string | null>(null);
  /** Closes the form; the focus goes back to its button, or (once the result is saved or annulled) to the table's other button. */
  const close = () => {
    p.setAction(null);
    const id = returnTo.current;
    if (!id) return;
    const other = id.startsWith('r') ? `a${id.slice(1)}` : `r${id.slice(1)}`;
    setTimeout(() => (document.querySelector<HTMLElement>(`[data-return="${id}"]`) ?? document.querySelector<HTMLElement>(`[data-return="${other}"]`) ?? document.getElementById('tn-round-title'))?.focus(), 50);
  };
  const openAction = (a: TableAction, key: string) => {
    returnTo.current = key;
    p.setAction(a);
  };
  const pairing = p.action ? round.tables.find((x) => x.table === p.action!.table) ?? null : null;
  return (
    <div class="tn-round" data-testid="tournament-round" data-round={round.round}>
      <h3 class="tn-round-title" id="tn-round-title" tabIndex={-1}>
        {t('tournament.tables', { n: round.round })} <span class="muted">({w(`system.${round.system}`)})</span>
        <span class="tn-print-only"> — {tn.settings.name}, {tn.settings.date}</span>
      </h3>
      <p class="tn-print-only tn-print-rules">{w('rules', { preset: tn.rules.preset === 'ffmus' ? 'FFMus' : 'Pagat', manches: tn.rules.manchesToWin, target: tn.rules.target })}</p>
      <div class="tn-scroll" role="region" tabIndex={0} aria-label={t('tournament.tables', { n: round.round })}>
        <table class="tn-table tn-tables" data-testid="tournament-tables">
          <thead>
            <tr>
              <th scope="col" class="num">{t('tournament.table')}</th>
              <th scope="col">{t('tournament.sideA')}</th>
              <th scope="col">{t('tournament.sideB')}</th>
              {p.cards && <th scope="col">{t('tournament.code')}</th>}
              <th scope="col">{t('tournament.result')}</th>
              <th scope="col" class="tn-print-cell">{w('signature')}</th>
              <th scope="col" class="tn-noprint"><span class="sr-only">{t('tournament.enter')}</span></th>
            </tr>
          </thead>
          <tbody>
            {round.tables.map((x) => {
              const a = team(tn, x.A), b = team(tn, x.B);
              const res = tn.results[resultKey(round.round, x.table)];
              return (
                <tr key={x.table} data-testid="tournament-table" data-table={x.table} data-result={res ? 'yes' : 'no'}>
                  <th scope="row" class="num">{x.table}</th>
                  <td><strong>{a?.team ?? x.A}</strong><br /><small class="muted">{a?.players.join(', ')}{a?.club ? ` · ${a.club}` : ''}</small></td>
                  <td><strong>{b?.team ?? x.B}</strong><br /><small class="muted">{b?.players.join(', ')}{b?.club ? ` · ${b.club}` : ''}</small></td>
                  {p.cards && (() => {
                    const card = p.cards.find((c) => c.table === x.table);
                    return <td data-testid="tournament-code"><code class="tn-code">{card?.code ?? ''}</code>{card && <small class="muted"> · {t(`tournament.hubStates.${card.state}`)}</small>}</td>;
                  })()}
                  <td data-testid="tournament-result">{res ? resultText(tn, res, t) : <span class="muted tn-noprint">{t('tournament.noResult')}</span>}</td>
                  <td class="tn-print-cell" />
                  <td class="tn-noprint tn-actions">
                    {!res && (
                      <button type="button" class="tn-small" data-return={`r${x.table}`} data-testid="tournament-enter" aria-label={t('tournament.enterLabel', { table: x.table })}
                        onClick={() => openAction({ kind: 'result', table: x.table }, `r${x.table}`)}>
                        {t('tournament.enter')}
                      </button>
                    )}
                    {!res && p.cards?.find((c) => c.table === x.table)?.state === 'finished' && (
                      <button type="button" class="tn-small" data-testid="tournament-hub-result" aria-label={t('tournament.hubResultLabel', { table: x.table })}
                        disabled={p.busy} onClick={() => void p.run((b) => b.hubResult(round.round, x.table), (f) => {
                          const r = f ? foldNight(f) : null;
                          const won = r?.ok ? r.value.results[resultKey(round.round, x.table)] : undefined;
                          return won && r?.ok ? t('tournament.saved', { table: x.table, team: team(r.value, won.winner)?.team ?? won.winner }) : '';
                        })}>
                        {t('tournament.hubResult')}
                      </button>
                    )}{' '}
                    {p.cards?.some((c) => c.table === x.table && c.state !== 'waiting') && (
                      <button type="button" class="tn-small" data-testid="tournament-hub-judge" aria-label={t('tournament.hubJudgeLabel', { table: x.table })}
                        onClick={() => store.show({ name: 'judge', id: `hub-r${round.round}-t${x.table}`, hub: { round: round.round, table: x.table } })}>
                        {t('tournament.hubJudge')}
                      </button>
                    )}{' '}
                    {res && p.isLast && (
                      <button type="button" class="tn-small" data-return={`a${x.table}`} data-testid="tournament-annul" aria-label={t('tournament.annulLabel', { table: x.table })}
                        onClick={() => openAction({ kind: 'annul', table: x.table }, `a${x.table}`)}>
                        {t('tournament.annul')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {round.byes.map((id) => <p key={id} data-testid="tournament-bye">{t('tournament.bye', { team: team(tn, id)?.team ?? id })}</p>)}
      {!p.hubAvailable && <p class="muted tn-noprint tn-hint">{t('tournament.hubWeb')}</p>}
      {p.action?.kind === 'result' && pairing && (
        <ResultForm tn={tn} round={round.round} table={pairing.table} A={pairing.A} B={pairing.B} director={p.director} busy={p.busy} onCancel={close}
          onSave={async (event, teamName) => {
            const ok = await p.run((b) => b.apply(event), () => t('tournament.saved', { table: pairing.table, team: teamName }));
            if (ok) close();
          }} />
      )}
      {p.action?.kind === 'annul' && pairing && (
        <WhoWhy title={t('tournament.annulTitle', { table: pairing.table })} confirm={t('tournament.confirmAnnul')} director={p.director} busy={p.busy} testid="tournament-annul-form" onCancel={close}
          onConfirm={async (who, why) => {
            const ok = await p.run((b) => b.apply({ type: 'annul-result', round: round.round, table: pairing.table, who, why }), () => t('tournament.annulTitle', { table: pairing.table }));
            if (ok) close();
          }} />
      )}
    </div>
  );
}

function ResultForm(p: { tn: Tournament; round: number; table: number; A: string; B: string; director: string; busy: boolean; onCancel: () => void; onSave: (e: TournamentEvent, team: string) => void }) {
  const { t, lang } = useT();
  const { tn } = p;
  const [kind, setKind] = useState<'hand' | 'forfeit'>('hand');
  const [manches, setManches] = useState('');
  const [absent, setAbsent] = useState(p.B);
  const [who, setWho] = useState(p.director);
  const [why, setWhy] = useState('');
  // a typed-score problem as text, or the model's refusal kept as the error and said when shown
  const [problem, setProblem] = useState<string | EngineError | null>(null);
  const problemText = problem === null ? null : typeof problem === 'string' ? problem : refusal(problem, lang, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const a = team(tn, p.A)?.team ?? p.A, b = team(tn, p.B)?.team ?? p.B;
  const submit = (e: Event) => {
    e.preventDefault();
    const by = { who: who.trim(), why: why.trim() };
    let r: Result<TableResult>;
    if (kind === 'hand') {
      const wrong = manchesProblem(manches, tn.rules, { A: a, B: b }, t);
      const m = parseManches(manches);
      if (wrong || !m) {
        setProblem(wrong ?? t('tournament.manchesBad'));
        return;
      }
      r = handResult(tn, p.round, p.table, m, by);
    } else {
      r = forfeitResult(tn, p.round, p.table, absent, by);
    }
    if (!r.ok) {
      setProblem(r.error);
      return;
    }
    setProblem(null);
    p.onSave({ type: 'result', result: r.value }, team(tn, r.value.winner)?.team ?? r.value.winner);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      p.onCancel();
    }
  };
  const radio = (value: 'hand' | 'forfeit', label: string): JSX.Element => (
    <label class="inline"><input type="radio" name="tn-kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {label}</label>
  );
  return (
    <form class="tn-result card" data-testid="tournament-result-form" aria-labelledby="tn-result-title" onSubmit={submit} onKeyDown={onKey}>
      <h3 id="tn-result-title" ref={heading} tabIndex={-1}>{t('tournament.resultTitle', { table: p.table, a, b })}</h3>
      <fieldset class="tn-kind">
        <legend>{t('tournament.kind')}</legend>
        {radio('hand', t('tournament.kindHand'))}
        {radio('forfeit', t('tournament.kindForfeit'))}
      </fieldset>
      {kind === 'hand' ? (
        <label class="field">
          <span>{t('tournament.manches')}</span>
          <input name="tn-manches" required value={manches} onInput={(e) => setManches(e.currentTarget.value)} aria-describedby={problem ? 'tn-manches-hint tn-result-problem' : 'tn-manches-hint'} aria-invalid={problem ? 'true' : undefined} />
          <small id="tn-manches-hint" class="muted">{t('tournament.manchesHint', { target: tn.rules.target, win: tn.rules.manchesToWin })}</small>
        </label>
      ) : (
        <label class="field">
          <span>{t('tournament.absent')}</span>
          <select name="tn-absent" value={absent} onChange={(e) => setAbsent(e.currentTarget.value)}>
            <option value={p.A}>{a}</option>
            <option value={p.B}>{b}</option>
          </select>
        </label>
      )}
      {problem && <p class="tn-error" role="alert" id="tn-result-problem" data-testid="tournament-result-problem">{problemText}</p>}
      <div class="tn-grid">
        <label class="field"><span>{t('tournament.who')}</span><input name="tn-result-who" required maxLength={200} value={who} onInput={(e) => setWho(e.currentTarget.value)} /></label>
        <label class="field"><span>{t('tournament.why')}</span><input name="tn-result-why" required maxLength={2000} value={why} onInput={(e) => setWhy(e.currentTarget.value)} /></label>
      </div>
      <button type="submit" class="primary" disabled={p.busy} data-testid="tournament-result-save">{t('tournament.save')}</button>{' '}
      <button type="button" onClick={p.onCancel}>{t('tournament.cancel')}</button>
    </form>
  );
}

function Standings(p: { tn: Tournament; setStatus: (s: Status) => void }) {
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const standings = useMemo(() => computeStandings(p.tn), [p.tn]);
  const csv = () => {
    const fileName = `${slug(p.tn.settings.name)}-standings.csv`;
    saveText({ fileName, text: standingsCsv(standings) }, 'text/csv');
    p.setStatus({ kind: 'ok', text: t('tournament.csvSaved', { file: fileName }) });
  };
  return (
    <section class="card tn-standings" aria-labelledby="tn-standings-title">
      <h2 id="tn-standings-title">{t('tournament.standings')}</h2>
      <p class="muted tn-hint">{t('tournament.standingsAfter', { count: standings.results })} {t('tournament.standingsRule')}</p>
      <div class="tn-scroll" role="region" tabIndex={0} aria-label={t('tournament.scrollTable', { what: t('tournament.standings') })}>
        <table class="tn-table" data-testid="tournament-standings">
          <thead>
            <tr>
              <th scope="col" class="num">{w('cols.rank')}</th>
              <th scope="col">{w('cols.team')}</th>
              <th scope="col" class="num"><abbr title={t('library.played')}>{w('cols.played')}</abbr></th>
              <th scope="col" class="num"><abbr title={t('library.victories')}>{w('cols.v')}</abbr></th>
              <th scope="col" class="num">{w('cols.m')}</th>
              <th scope="col" class="num">{w('cols.p')}</th>
              <th scope="col" class="num">{w('cols.h2h')}</th>
              <th scope="col" class="num">{w('cols.bh')}</th>
              <th scope="col">{w('cols.by')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr key={r.pair} data-testid="tournament-standing" data-pair={r.pair} class={r.withdrawn ? 'tn-withdrawn' : ''}>
                <td class="num">{r.rank}</td>
                <th scope="row">{r.team}{r.withdrawn ? ` (${w('withdrawn')})` : ''}{r.byes ? <small class="muted"> · {w('cols.byes')} {r.byes}</small> : null}</th>
                <td class="num">{r.played}</td>
                <td class="num" data-col="victories">{r.victories}</td>
                <td class="num" data-col="manches">{r.manchesWon}</td>
                <td class="num" data-col="points">{r.pointsInLostManches}</td>
                <td class="num" data-col="h2h">{r.headToHead}</td>
                <td class="num" data-col="buchholz">{r.buchholz}</td>
                <td>{r.decidedBy ? w(`decided.${r.decidedBy}`) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" data-testid="tournament-csv" disabled={standings.rows.length === 0} onClick={csv}>{t('tournament.csv')}</button>
    </section>
  );
}

/** A table joins a hub with its code: the new match starts with the pairing's teams, players and the locked rules. */
function JoinForm(p: { bridge: TournamentBridge; setStatus: (s: Status) => void }) {
  const store = useStore();
  const { t, lang } = useT();
  const [url, setUrl] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const r = await p.bridge.join(url.trim(), code.trim());
      if (!r.ok) return p.setStatus({ kind: 'error', error: r.error });
      // a table that joins again goes on with the match the hub already holds (opened again by main)
      if (!r.value.resumed) {
        const m = await store.bridge.newMatch(r.value.setup);
        if (!m.ok) return p.setStatus({ kind: 'error', error: m.error });
      }
      p.setStatus({ kind: 'ok', text: t(r.value.resumed ? 'tournament.rejoined' : 'tournament.joined', { name: r.value.tournament.name, round: r.value.round, table: r.value.table }) });
      store.show({ name: 'table' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card tn-joinform tn-noprint" onSubmit={submit} aria-labelledby="tn-join-title" data-testid="tournament-join">
      <h2 id="tn-join-title">{t('tournament.joinTitle')}</h2>
      <p class="muted tn-hint">{t('tournament.joinHint')}</p>
      <div class="tn-grid">
        <label class="field"><span>{t('tournament.joinUrl')}</span><input name="tn-join-url" required maxLength={200} placeholder="http://192.168.1.20:8750" value={url} onInput={(e) => setUrl(e.currentTarget.value)} /></label>
        <label class="field"><span>{t('tournament.joinCode')}</span><input name="tn-join-code" required maxLength={32} autocomplete="off" placeholder="ABC-DEF" value={code} onInput={(e) => setCode(e.currentTarget.value)} /></label>
      </div>
      <button type="submit" disabled={busy}>{t('tournament.joinSubmit')}</button>
    </form>
  );
}
