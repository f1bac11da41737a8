/**
 * The name of a point of a race chart (a button in the judge's view, a row's words for a screen
 * reader): « Crédit 5, donne 3 : A +2, Pariak (paires) (iduki) ; A 12 – B 7 », the points with their
 * sign (a point taken back by a misdeal, FFMus art. 5, is « A -1 », it said « A +-1 »).
 */
import type { RaceStep } from '../../shared/display/race.js';
import type { T } from '../i18n/index.js';
import { signedPoints } from '../i18n/signed-points.js';
import './texts.js';

/** The words of point `s`, in the language of `t`. */
export function pointLabel(s: RaceStep, t: T): string {
  return t('chart.point', {
    step: s.step, deal: s.deal + 1, team: s.team, points: signedPoints(s.points), phase: t(`phase.${s.phase}`), kind: t(`kind.${s.kind}`),
    a: s.score.A, b: s.score.B, star: s.decisive ? t('chart.pointStar') : '',
  });
}
