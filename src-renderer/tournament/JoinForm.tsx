/**
 * The Tournoi screen's join form (desktop app only): this machine as a table of a tournament joins a
 * hub with its address and its table's code; the new match starts with the pairing's teams, players
 * and the locked rules (or, joined again, goes on with the match the hub already holds).
 */
import { useState } from 'preact/hooks';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import type { TournamentStore } from './tournament-store.js';

/** A table joins a hub with its code: the new match starts with the pairing's teams, players and the locked rules. */
export function JoinForm({ ts }: { ts: TournamentStore }) {
  const store = useStore();
  const { t } = useT();
  const [url, setUrl] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const joined = await ts.join(url.trim(), code.trim());
      if (!joined) return;
      // a table that joins again goes on with the match the hub already holds (opened again by main)
      if (!joined.resumed) {
        const m = await store.bridge.newMatch(joined.setup);
        if (!m.ok) return ts.fail(m.error);
      }
      ts.say(t(joined.resumed ? 'tournament.rejoined' : 'tournament.joined', { name: joined.tournament.name, round: joined.round, table: joined.table }));
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
