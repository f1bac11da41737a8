/**
 * One round's tables on the Tournoi screen (also the pairing sheet when printed): each table's
 * pairs, its join code on the hub and where its match stands, its result; enter a result by hand or
 * a forfeit (ResultForm.tsx), take the hub's won match as the result, open the hub's copy in the
 * judge's view, annul a result of the last round (who and why). The byes under the table.
 */
import { useRef } from 'preact/hooks';
import { resultKey, type Round, type Tournament } from '../../shared/tournament/types.js';
import type { HubTableCard } from '../../shared/bridge/tournament/tournament-contract.js';
import { foldNight } from '../../shared/bridge/tournament/tournament-night.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { rulesOf } from '../../shared/tournament/sheet.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { resultText, team } from './night-text.js';
import { ResultForm } from './ResultForm.js';
import { WhoWhy } from './WhoWhy.js';
import type { TournamentStore } from './tournament-store.js';

/** What the round panel is doing: nothing, a result form, or an annulment form for a table. */
export type TableAction = { kind: 'result' | 'annul'; table: number } | null;

/**
 * The tables of `round`; `cards` are the hub's cards of that round (null: no hub, or another round
 * published), `isLast` whether results may be annulled in it.
 */
export function RoundTables(p: { ts: TournamentStore; tn: Tournament; round: Round; isLast: boolean; action: TableAction; setAction: (a: TableAction) => void; director: string; cards: HubTableCard[] | null; hubAvailable: boolean }) {
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
  const action = p.action;
  const pairing = action ? round.tables.find((x) => x.table === action.table) ?? null : null;
  return (
    <div class="tn-round" data-testid="tournament-round" data-round={round.round}>
      <h3 class="tn-round-title" id="tn-round-title" tabIndex={-1}>
        {t('tournament.tables', { n: round.round })} <span class="muted">({w(`system.${round.system}`)})</span>
        <span class="tn-print-only"> — {tn.settings.name}, {tn.settings.date}</span>
      </h3>
      <p class="tn-print-only tn-print-rules">{rulesOf(tn, lang)}</p>
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
                        disabled={p.ts.busy.value} onClick={() => void p.ts.hubResult(round.round, x.table, (f) => {
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
        <ResultForm tn={tn} round={round.round} table={pairing.table} A={pairing.A} B={pairing.B} director={p.director} busy={p.ts.busy.value} onCancel={close}
          onSave={async (event, teamName) => {
            const ok = await p.ts.apply(event, t('tournament.saved', { table: pairing.table, team: teamName }));
            if (ok) close();
          }} />
      )}
      {p.action?.kind === 'annul' && pairing && (
        <WhoWhy title={t('tournament.annulTitle', { table: pairing.table })} confirm={t('tournament.confirmAnnul')} director={p.director} busy={p.ts.busy.value} testid="tournament-annul-form" onCancel={close}
          onConfirm={async (who, why) => {
            const ok = await p.ts.apply({ type: 'annul-result', round: round.round, table: pairing.table, who, why }, t('tournament.annulTitle', { table: pairing.table }));
            if (ok) close();
          }} />
      )}
    </div>
  );
}
