/**
 * A table's result entered by hand on the Tournoi screen: the manches as played (checked before
 * sending: FFMus arts. 1-2) or a forfeit (the pair absent), with who and why. The model's refusal
 * is kept as the error and said in the screen's language when shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { EngineError, Result } from '../../shared/types.js';
import type { TableResult, Tournament, TournamentEvent } from '../../shared/tournament/types.js';
import { forfeitResult, handResult, parseManches } from '../../shared/tournament/results.js';
import { useT } from '../app/use-t.js';
import { manchesProblem, refusalText } from './refusal.js';
import { team } from './night-text.js';

/** The result form of table `table` (pairs `A` and `B`) of round `round`; `onSave` gets the `result` event and the winner's team. */
export function ResultForm(p: { tn: Tournament; round: number; table: number; A: string; B: string; director: string; busy: boolean; onCancel: () => void; onSave: (e: TournamentEvent, team: string) => void }) {
  const { t, lang } = useT();
  const { tn } = p;
  const [kind, setKind] = useState<'hand' | 'forfeit'>('hand');
  const [manches, setManches] = useState('');
  const [absent, setAbsent] = useState(p.B);
  const [who, setWho] = useState(p.director);
  const [why, setWhy] = useState('');
  // a typed-score problem as text, or the model's refusal kept as the error and said when shown
  const [problem, setProblem] = useState<string | EngineError | null>(null);
  const problemText = problem === null ? null : typeof problem === 'string' ? problem : refusalText(problem, lang, t);
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
