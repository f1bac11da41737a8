/**
 * The night in progress on the Tournoi screen: its name and summary, the director's name (the "who"
 * every form starts with), the pairs and the standings side by side, the rounds, and "close the
 * night" with its confirmation. A file the model cannot fold is said as its refusal.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TournamentFile } from '../../shared/tournament/types.js';
import { foldNight } from '../../shared/bridge/tournament/tournament-night.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { rulesOf } from '../../shared/tournament/sheet.js';
import { useT } from '../app/use-t.js';
import { refusalText } from './refusal.js';
import type { TournamentStore } from './tournament-store.js';
import { Pairs } from './Pairs.js';
import { Standings } from './Standings.js';
import { Rounds } from './Rounds.js';

/** The night of `file`, driven through the store `ts`. */
export function Night(p: { ts: TournamentStore; file: TournamentFile }) {
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const folded = useMemo(() => foldNight(p.file), [p.file]);
  const [director, setDirector] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmClose) confirmButton.current?.focus();
  }, [confirmClose]);
  if (!folded.ok) return <p role="alert">{refusalText(folded.error, lang, t)}{folded.error.path ? <> <code>{folded.error.path}</code></> : null}</p>;
  const tn = folded.value;
  const s = tn.settings;
  const rules = rulesOf(tn, lang).replace(/^[^:]*:\s*/, '');
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
        <Pairs ts={p.ts} tn={tn} director={director} />
        <Standings ts={p.ts} tn={tn} />
      </div>
      <Rounds ts={p.ts} tn={tn} director={director} />
      <section class="tn-close tn-noprint" aria-label={t('tournament.close')}>
        {confirmClose ? (
          <div role="group" aria-label={t('tournament.closeConfirm')}>
            <p>{t('tournament.closeConfirm')}</p>
            <button type="button" class="danger" data-testid="tournament-close-confirm" ref={confirmButton} onClick={() => { setConfirmClose(false); void p.ts.close(); }}>{t('tournament.confirmClose')}</button>{' '}
            <button type="button" onClick={() => setConfirmClose(false)}>{t('tournament.cancel')}</button>
          </div>
        ) : (
          <button type="button" data-testid="tournament-close" onClick={() => setConfirmClose(true)}>{t('tournament.close')}</button>
        )}
      </section>
    </>
  );
}
