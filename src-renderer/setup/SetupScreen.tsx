/**
 * New match: team and player names, seating (team A even seats, B odd), who deals first (so who is
 * esku), rule preset and variants, match format. The last settings are remembered.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { focusAtHome } from '../table/over-focus.js';
import type { SetupForm } from '../../shared/bridge/table/table-contract.js';
import { teamOf } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { DEFAULT_FORM, eskuLine, eskuOf, nameCounter, nameProblemText, nameProblems, toMatchSetup, withTable, type NameProblem } from './form.js';
import type { T } from '../i18n/index.js';
import './texts.js';
import '../table/texts.js';

type Choice<T> = { value: T; label: string };

function Radios<T extends string | number>(p: { name: string; legend: string; value: T; choices: Choice<T>[]; onChange: (v: T) => void }) {
  return (
    <fieldset class="radios">
      <legend>{p.legend}</legend>
      {p.choices.map((c) => (
        <label key={String(c.value)}>
          <input type="radio" name={p.name} value={String(c.value)} checked={p.value === c.value} onChange={() => p.onChange(c.value)} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The aria attributes of a name field: invalid when it has a problem, described by its notes. */
function noteProps(field: string, value: string, problems: NameProblem[]): { 'aria-invalid'?: 'true'; 'aria-describedby'?: string } {
  const ids = [problems.some((p) => p.field === field) && `${field}-problem`, nameCounter(value) && `${field}-counter`].filter(Boolean);
  return { 'aria-invalid': problems.some((p) => p.field === field) ? 'true' : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined };
}

/** Under a name field: its problems (empty, the same as another seat's, too long) and, near the limit, the counter. */
function FieldNotes(p: { field: string; value: string; problems: NameProblem[]; t: T; testid?: string }) {
  const mine = p.problems.filter((x) => x.field === p.field);
  const counter = nameCounter(p.value);
  return (
    <>
      {mine.length > 0 && (
        <p id={`${p.field}-problem`} class="field-error" data-testid={p.testid ?? `name-problem-${p.field}`}>
          {mine.map((x) => nameProblemText(x, p.t)).join(' · ')}
        </p>
      )}
      {counter && (
        <p id={`${p.field}-counter`} class={`name-counter ${counter.count > counter.max ? 'field-error' : 'muted'}`} data-testid={`name-counter-${p.field}`}>
          {p.t('setup.counter', counter)}
        </p>
      )}
    </>
  );
}

export function SetupScreen() {
  const store = useStore();
  const { t } = useT();
  const remembered = store.settings.value.setup;
  const [f, setF] = useState<SetupForm>(() => ({ ...DEFAULT_FORM, ...(remembered ?? {}), names: [...(remembered?.names ?? DEFAULT_FORM.names), '', '', '', '', '', ''].slice(0, 6) }));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<NameProblem[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // « Nouvelle partie » (the end panel's, or the bar's once confirmed) went away with the match and the
  // focus fell to <body>: the form's heading takes it, the team names one Tab further
  useEffect(() => {
    if (heading.current && focusAtHome(document.activeElement, document.body, null)) heading.current.focus();
  }, []);
  const set = (patch: Partial<SetupForm>) => setF((x) => ({ ...x, ...patch, dealer: Math.min(patch.dealer ?? x.dealer, (patch.players ?? x.players) - 1) }));
  const seats = Array.from({ length: f.players }, (_, i) => i);
  const submit = async (e: Event) => {
    e.preventDefault();
    // every team and seat needs its own name before the match starts: the table names them by it
    const bad = nameProblems(f);
    setProblems(bad);
    if (bad.length) {
      (document.querySelector(`input[name=${bad[0]!.field}]`) as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    await store.newMatch(toMatchSetup(f), f);
    setBusy(false);
  };
  return (
    <main id="main" class="setup" aria-labelledby="setup-h">
      <h1 id="setup-h" ref={heading} tabIndex={-1}>{t('setup.title')}</h1>
      <form onSubmit={submit} data-testid="setup-form">
        <div class="setup-grid">
          <section class="card" aria-labelledby="setup-teams">
            <h2 id="setup-teams">{t('setup.teamsAndSeats')}</h2>
            <div class="team-names">
              {(['A', 'B'] as const).map((team) => (
                <div key={team}>
                  <label class={`field team-${team}`}>
                    <span>
                      <span class="team-tag small">{team}</span> {t('setup.teamName', { team })}
                    </span>
                    <input name={`team-${team}`} value={f.teams[team]} {...noteProps(`team-${team}`, f.teams[team], problems)} onInput={(e) => {
                        const teams = { ...f.teams, [team]: (e.target as HTMLInputElement).value };
                        set({ teams });
                        if (problems.length) setProblems(nameProblems({ ...f, teams }));
                      }} />
                  </label>
                  <FieldNotes field={`team-${team}`} value={f.teams[team]} problems={problems} t={t} />
                </div>
              ))}
            </div>
            <p class="muted">{t('setup.seatingHint')}</p>
            <ol class="seat-fields">
              {seats.map((i) => (
                <li key={i} class={`team-${teamOf(i)}`}>
                  <label class="field">
                    <span>
                      <span class="team-tag small">{teamOf(i)}</span> {t('table.seatN', { n: i + 1 })}
                      {eskuOf(f) === i && <span class="badge badge-esku">★ {t('table.esku')}</span>}
                      {f.dealer === i && <span class="badge">{t('table.dealer')}</span>}
                    </span>
                    <input
                      name={`player-${i}`}
                      value={f.names[i] ?? ''}
                      placeholder={t('setup.playerName')}
                      {...noteProps(`player-${i}`, f.names[i] ?? '', problems)}
                      onInput={(e) => {
                        const names = f.names.slice();
                        names[i] = (e.target as HTMLInputElement).value;
                        set({ names });
                        if (problems.length) setProblems(nameProblems({ ...f, names }));
                      }}
                    />
                  </label>
                  <FieldNotes field={`player-${i}`} value={f.names[i] ?? ''} problems={problems} t={t} testid={`name-problem-${i}`} />
                </li>
              ))}
            </ol>
            <label class="field">
              <span>{t('setup.dealer')}</span>
              <select name="dealer" value={String(f.dealer)} onChange={(e) => set({ dealer: Number((e.target as HTMLSelectElement).value) })}>
                {seats.map((i) => (
                  <option key={i} value={String(i)}>
                    {t('table.seatN', { n: i + 1 })}{f.names[i]?.trim() ? ` — ${f.names[i].trim()}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <p data-testid="esku-preview">
              <strong>{eskuLine(f, t)}</strong>
            </p>
          </section>
          <section class="card" aria-labelledby="setup-rules">
            <h2 id="setup-rules">{t('setup.rules')}</h2>
            <Radios
              name="preset"
              legend={t('setup.preset')}
              value={f.preset}
              choices={[{ value: 'ffmus', label: t('setup.presetFfmus') }, { value: 'pagat', label: t('setup.presetPagat') }]}
              onChange={(preset) => setF((x) => withTable(x, { preset }))}
            />
            <Radios name="players" legend={t('setup.players')} value={f.players} choices={[{ value: 4, label: '4' }, { value: 6, label: '6' }]} onChange={(players) => setF((x) => withTable(x, { players }))} />
            <Radios name="kings" legend={t('setup.kings')} value={f.kings} choices={[{ value: 8, label: t('setup.kings8') }, { value: 4, label: t('setup.kings4') }]} onChange={(kings) => set({ kings })} />
            <Radios
              name="juegoReal"
              legend={t('setup.juegoReal')}
              value={f.juegoReal}
              choices={[{ value: 'off', label: t('setup.jrOff') }, { value: 'any', label: t('setup.jrAny') }, { value: 'oros', label: t('setup.jrOros') }]}
              onChange={(juegoReal) => set({ juegoReal })}
            />
            <Radios name="target" legend={t('setup.target')} value={f.target} choices={[30, 40, 50].map((v) => ({ value: v as 30 | 40 | 50, label: String(v) }))} onChange={(target) => set({ target })} />
            <Radios name="duples" legend={t('setup.duples')} value={f.duples} choices={[{ value: 'ffmus', label: t('setup.duplesFfmus') }, { value: 'old', label: t('setup.duplesOld') }]} onChange={(duples) => set({ duples })} />
            <label class="field">
              <span>{t('setup.format')}</span>
              <select name="manchesToWin" value={String(f.manchesToWin)} onChange={(e) => set({ manchesToWin: Number((e.target as HTMLSelectElement).value) })}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={String(n)}>
                    {t('setup.formatN', { count: n, of: 2 * n - 1 })}
                  </option>
                ))}
              </select>
            </label>
          </section>
        </div>
        {store.notice.value && (
          <p class="turn-error" role="alert">
            {store.notice.value}
          </p>
        )}
        <p>
          <button type="submit" class="primary big" disabled={busy} data-testid="start">
            {t('setup.start')}
          </button>
        </p>
      </form>
    </main>
  );
}
