/**
 * The director's small "who and why" form of the Tournoi screen: a withdrawal, an annulment, a
 * reinstatement, a pair removed (every correction the model keeps with an attribution,
 * shared/tournament/types.ts `Attribution`). "Who" starts with the director's name; the focus goes
 * to the first field left to fill when the form opens; Escape cancels; a refusal is shown inside
 * the form, where the eyes are.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../app/use-t.js';

/** Props of {@link WhoWhy}. */
export interface WhoWhyProps {
  /** The form's heading and accessible name. */
  title: string;
  /** What the correction does, under the heading. */
  hint?: string;
  /** The submit button's text. */
  confirm: string;
  /** The director's name: "who" starts with it. */
  director: string;
  busy: boolean;
  /** `data-testid` of the form; also the prefix of its element ids. */
  testid: string;
  /** A refusal to show in the form (already in the screen's language), or null. */
  problem?: string | null;
  onCancel: () => void;
  /** Called with who and why, trimmed. */
  onConfirm: (who: string, why: string) => void;
}

/** A small form asking who and why; focus moves into it when it opens. */
export function WhoWhy(p: WhoWhyProps) {
  const { t } = useT();
  const [who, setWho] = useState(p.director);
  const [why, setWhy] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    (who ? document.getElementById(`${p.testid}-why`) as HTMLInputElement | null : first.current)?.focus();
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      p.onCancel();
    }
  };
  const described = [p.hint ? `${p.testid}-hint` : '', p.problem ? `${p.testid}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form class="tn-whowhy" aria-labelledby={`${p.testid}-title`} aria-describedby={described} data-testid={p.testid} onKeyDown={onKey}
      onSubmit={(e) => { e.preventDefault(); p.onConfirm(who.trim(), why.trim()); }}>
      <h3 id={`${p.testid}-title`}>{p.title}</h3>
      {p.hint && <p class="muted" id={`${p.testid}-hint`}>{p.hint}</p>}
      <div class="tn-grid">
        <label class="field"><span>{t('tournament.who')}</span><input ref={first} name="tn-who" required maxLength={200} value={who} onInput={(e) => setWho(e.currentTarget.value)} /></label>
        <label class="field"><span>{t('tournament.why')}</span><input id={`${p.testid}-why`} name="tn-why" required maxLength={2000} value={why} onInput={(e) => setWhy(e.currentTarget.value)} /></label>
      </div>
      {p.problem && <p class="tn-error" role="alert" id={`${p.testid}-problem`} data-testid={`${p.testid}-problem`}>{p.problem}</p>}
      <button type="submit" class="danger" disabled={p.busy}>{p.confirm}</button>{' '}
      <button type="button" onClick={p.onCancel}>{t('tournament.cancel')}</button>
    </form>
  );
}
