/**
 * Words of `mus replay --deal N --steps` (i18next namespace `cliSteps`), in the app's four languages,
 * and the table words it names actions and phases with (`table`: the judge screen's own words,
 * `shared/i18n/table-words.ts`). The deal's head, « avant », « après », « not counted » and the end notes are
 * the `cli` namespace's (`labels.ts`), as `mus replay` prints them.
 */
import { WORDS } from '../../shared/i18n/table-words.js';
import type { TFunction } from '../../shared/i18n/act-text.js';
import type { Lang } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  manche: 'manche {{n}}', score: 'score', handsShown: 'the hands shown', showdown: 'The count at the showdown:',
  open: 'The record stops before the end of this deal.', notShown: 'not shown', outSeat: 'out of the deal after a misdeal',
};
type StepsMessages = typeof en;
const fr: StepsMessages = {
  manche: 'manche {{n}}', score: 'marque', handsShown: 'les mains abattues', showdown: 'Le décompte, mains abattues\u202f:',
  open: 'L’enregistrement s’arrête avant la fin de cette donne.', notShown: 'non montrée', outSeat: 'hors jeu après une erreur de distribution',
};
const es: StepsMessages = {
  manche: 'chico {{n}}', score: 'tanteo', handsShown: 'las cartas vistas', showdown: 'El recuento, cartas vistas:',
  open: 'El registro se detiene antes del final de este reparto.', notShown: 'no mostrada', outSeat: 'fuera del reparto por cartas mal dadas',
};
const eu: StepsMessages = {
  manche: '{{n}}. partida', score: 'markagailua', handsShown: 'eskuak agerian', showdown: 'Kontaketa, eskuak agerian:',
  open: 'Erregistroa esku honen amaiera baino lehen gelditzen da.', notShown: 'erakutsi gabe', outSeat: 'kanpoan banaketa akatsagatik',
};

/** The words of `--steps` in a language (memoised). */
export const stepsT = namespaceT('cliSteps', { en, fr, es, eu });

const tableOf = namespaceT('table', WORDS);

/** The table words (phases, acts) in a language, as the judge screen says them, for `actionText`. */
export function tableT(lang: Lang): TFunction {
  const t = tableOf(lang);
  return (key, opts) => t(key, opts as Record<string, string | number> | undefined);
}
