/**
 * The night's pairs on the Tournoi screen: the registered pairs (id, team, players, club, status,
 * their corrections: PairCorrections.tsx) and the form that registers one (a late entry once round 1
 * is paired: it plays from the next round).
 */
import { useRef, useState } from 'preact/hooks';
import type { PairEntry, Tournament } from '../../shared/tournament/types.js';
import { useT } from '../app/use-t.js';
import { PairActionButtons, PairCorrectionForm, usePairCorrection } from './PairCorrections.js';
import { withdrawnText } from './pair-corrections.js';
import { nextPairId, nextRoundNo } from './night-text.js';
import type { TournamentStore } from './tournament-store.js';

/** The pairs' card; `director` is the "who" the correction forms start with. */
export function Pairs(p: { ts: TournamentStore; tn: Tournament; director: string }) {
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
    const pair: PairEntry = { id, team: team.trim(), players: [p1.trim(), p2.trim()], club: club.trim() || null };
    const done = await p.ts.addPair(tn, pair, `${id} · ${pair.team}`);
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
                    {x.withdrawn ? withdrawnText(t, x.withdrawn.afterRound) : x.fromRound > 1 ? `${t('tournament.late')} (${t('tournament.fromRound', { n: x.fromRound })})` : t('tournament.active')}
                  </td>
                  <td class="tn-pair-actions"><PairActionButtons tn={tn} pair={x} onOpen={fix.open} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {fix.correcting && <PairCorrectionForm tn={tn} correcting={fix.correcting} director={p.director} busy={p.ts.busy.value} send={(e, ok) => p.ts.apply(e, ok)} onClose={fix.close} />}
      <form class="tn-add" onSubmit={add} data-testid="tournament-add-pair" aria-labelledby="tn-add-title">
        <h3 id="tn-add-title">{t('tournament.addPairTitle')}</h3>
        {tn.rounds.length > 0 && <p class="muted tn-hint">{t('tournament.lateHint', { n: nextRoundNo(tn), paired: tn.rounds.length })}</p>}
        <div class="tn-grid">
          <label class="field"><span>{t('tournament.team')}</span><input ref={teamInput} name="tn-team" required maxLength={200} value={team} onInput={(e) => setTeam(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.player1')}</span><input name="tn-player1" required maxLength={200} value={p1} onInput={(e) => setP1(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.player2')}</span><input name="tn-player2" required maxLength={200} value={p2} onInput={(e) => setP2(e.currentTarget.value)} /></label>
          <label class="field"><span>{t('tournament.club')}</span><input name="tn-club" maxLength={200} value={club} onInput={(e) => setClub(e.currentTarget.value)} /></label>
        </div>
        <button type="submit" disabled={p.ts.busy.value} data-testid="tournament-add-submit">{t('tournament.addPair')}</button>
      </form>
    </section>
  );
}
