/**
 * The Tournoi screen's "create the night" form: name, date, rounds, pairing system and the rules
 * locked for every table (preset, kings, juego real, target, duples, manches to win).
 */
import { useState } from 'preact/hooks';
import type { RulesSpec } from '../../shared/types.js';
import { PAIRING_SYSTEMS, type PairingSystem, type TournamentSettings } from '../../shared/tournament/types.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { useT } from '../app/use-t.js';
import { today } from './night-text.js';

/** The create form; `onCreate` sends the settings (the model checks them). */
export function CreateForm(p: { busy: boolean; onCreate: (s: TournamentSettings) => Promise<boolean> }) {
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


/** A labelled `<select>` of typed choices (the value given back is the choice, not its text). */
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
