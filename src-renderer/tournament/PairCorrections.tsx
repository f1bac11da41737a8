/**
 * The Tournoi screen's actions on a registered pair (issue 25 §5): "Retirer" (withdraw), and the
 * director's two corrections, "Réintégrer" (a withdrawal taken back) and "Retirer (inscrite par
 * erreur)" (a pair added by mistake taken out), each asking who and why in the {@link WhoWhy} form.
 * What is offered for which pair, the event sent and the refusal said before sending are in
 * pair-corrections.ts. The focus goes back to the pair's row (or the pairs' heading once the pair
 * is gone) when the form closes.
 */
import { useState } from 'preact/hooks';
import type { Pair, Tournament, TournamentEvent } from '../../shared/tournament/types.js';
import { useT } from '../app/use-t.js';
import { correctionEvent, correctionProblem, pairActions, withdrawnText, type PairAction } from './pair-corrections.js';
import { WhoWhy } from './WhoWhy.js';

/** The correction whose form is open: which action, on which pair. */
export type Correcting = { action: PairAction; pair: Pair } | null;

/** The `tournament.*` keys of an action: button, its accessible name, the form's title, hint and submit. */
const KEYS: Readonly<Record<PairAction, { button: string; label: string; title: string; hint: string; confirm: string }>> = {
  withdraw: { button: 'withdraw', label: 'withdrawLabel', title: 'withdrawTitle', hint: 'withdrawHint', confirm: 'confirmWithdraw' },
  reinstate: { button: 'reinstate', label: 'reinstateLabel', title: 'reinstateTitle', hint: 'reinstateHint', confirm: 'confirmReinstate' },
  remove: { button: 'remove', label: 'removeLabel', title: 'removeTitle', hint: 'removeHint', confirm: 'confirmRemove' },
};

/** Moves the focus, once the screen has drawn the night again, to the first of `selectors` found. */
function focusLater(...selectors: string[]): void {
  setTimeout(() => {
    for (const s of selectors) {
      const el = document.querySelector<HTMLElement>(s);
      if (el) return el.focus();
    }
  }, 50);
}

/** Which pair correction is open, and how it opens and closes (the focus back to where it belongs). */
export function usePairCorrection() {
  const [correcting, setCorrecting] = useState<Correcting>(null);
  const open = (action: PairAction, pair: Pair) => setCorrecting({ action, pair });
  /** Closes the form; the focus goes to the button that opened it, else the pair's first action, else the pairs' heading. */
  const close = () => {
    if (!correcting) return;
    const { action, pair } = correcting;
    setCorrecting(null);
    focusLater(`[data-return="${action}-${pair.id}"]`, `[data-testid=tournament-pair][data-id="${pair.id}"] .tn-pair-actions button`, '#tn-pairs-title');
  };
  return { correcting, open, close };
}

/** The action buttons of one pair's row (each named with the pair's team for a screen reader). */
export function PairActionButtons(p: { tn: Tournament; pair: Pair; onOpen: (action: PairAction, pair: Pair) => void }) {
  const { t } = useT();
  return (
    <>
      {pairActions(p.tn, p.pair).map((action) => (
        <button key={action} type="button" class="tn-small" data-testid={`tournament-${action}`} data-return={`${action}-${p.pair.id}`}
          aria-label={t(`tournament.${KEYS[action].label}`, { team: p.pair.team })} onClick={() => p.onOpen(action, p.pair)}>
          {t(`tournament.${KEYS[action].button}`)}
        </button>
      ))}
    </>
  );
}

/**
 * The who-and-why form of the open correction. The event is checked against the night first: a
 * refusal (a reinstatement after a round was paired, say) is said in the form and nothing is sent.
 * @param send sends the event; resolves true once the night has it (`ok` is the status line's text).
 */
export function PairCorrectionForm(p: FormProps) {
  // a new form (no refusal left from another pair) for each action and pair
  return <CorrectionForm key={`${p.correcting.action}-${p.correcting.pair.id}`} {...p} />;
}

type FormProps = { tn: Tournament; correcting: NonNullable<Correcting>; director: string; busy: boolean; send: (event: TournamentEvent, ok: string) => Promise<boolean>; onClose: () => void };

function CorrectionForm(p: FormProps) {
  const { t, lang } = useT();
  const { action, pair } = p.correcting;
  // the event the model refused, said when shown (in the screen's language at that moment)
  const [refusedEvent, setRefusedEvent] = useState<TournamentEvent | null>(null);
  const problem = refusedEvent ? correctionProblem(p.tn, refusedEvent, lang, t) : null;
  const keys = KEYS[action];
  const done = action === 'withdraw' ? withdrawnText(t, p.tn.rounds.length) : t(`tournament.${action === 'remove' ? 'removed' : 'reinstated'}`, { team: pair.team });
  return (
    <WhoWhy title={t(`tournament.${keys.title}`, { team: pair.team })} hint={t(`tournament.${keys.hint}`)} confirm={t(`tournament.${keys.confirm}`)}
      director={p.director} busy={p.busy} testid={`tournament-${action}-form`} problem={problem} onCancel={p.onClose}
      onConfirm={async (who, why) => {
        const event = correctionEvent(action, pair.id, who, why);
        const refused = correctionProblem(p.tn, event, lang, t) !== null;
        setRefusedEvent(refused ? event : null);
        if (!refused && await p.send(event, done)) p.onClose();
      }} />
  );
}
