/**
 * The stepper's buttons of the judge's view, as data: each move, its name, the key that does it as
 * written on the keyboards of the reader's language (the same words as the keys' help line:
 * « Début », « Page suiv. »… in French, never the English key caps on a French screen), and its
 * glyph. Pure.
 */
import type { T } from '../i18n/index.js';
import './texts.js';

/** A move of the stepper (`judge-store.ts`: first, prevDeal, prevAction, nextAction, nextDeal, last). */
export type StepperMove = 'first' | 'prevDeal' | 'prevAction' | 'nextAction' | 'nextDeal' | 'last';

/** One button of the stepper. */
export interface StepperButton {
  /** `data-testid` of the button (`judge-first`, `judge-prev-deal`…). */
  id: string;
  move: StepperMove;
  /** Its name in the reader's language (« Donne suivante »). */
  label: string;
  /** The key that does the same, as its keyboards write it (« Page suiv. », « → »). */
  key: string;
  /** What the button shows (◀◀, ▶…), hidden from screen readers. */
  glyph: string;
  /** True for a move back (off at the start of the match), false for one forward (off at its end). */
  back: boolean;
}

/** The six buttons, in the order they are shown, in the language of `t`. */
export function stepperButtons(t: T): StepperButton[] {
  return [
    { id: 'judge-first', move: 'first', label: t('judge.first'), key: t('judge.keyCap.home'), glyph: '|◀', back: true },
    { id: 'judge-prev-deal', move: 'prevDeal', label: t('judge.prevDeal'), key: t('judge.keyCap.pgUp'), glyph: '◀◀', back: true },
    { id: 'judge-prev-action', move: 'prevAction', label: t('judge.prevAction'), key: '←', glyph: '◀', back: true },
    { id: 'judge-next-action', move: 'nextAction', label: t('judge.nextAction'), key: '→', glyph: '▶', back: false },
    { id: 'judge-next-deal', move: 'nextDeal', label: t('judge.nextDeal'), key: t('judge.keyCap.pgDn'), glyph: '▶▶', back: false },
    { id: 'judge-last', move: 'last', label: t('judge.last'), key: t('judge.keyCap.end'), glyph: '▶|', back: false },
  ];
}
