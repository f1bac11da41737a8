/**
 * Texts of the list of deals played (`history.*`).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  history: {
    title: 'Donnes jouées',
    none: 'Aucune donne jouée.',
    deal: 'Donne {{n}}',
    errors_one: '{{count}} erreur d’annonce',
    errors_other: '{{count}} erreurs d’annonce',
  },
};

/** The shape every language's texts of this feature follow. */
export type HistoryTexts = typeof fr;

const eu: HistoryTexts = {
  history: {
    title: 'Jokatutako eskuak',
    none: 'Ez da eskurik jokatu.',
    deal: '{{n}}. eskua',
    errors_one: 'Iragarpen akats {{count}}',
    errors_other: '{{count}} iragarpen akats',
  },
};

const es: HistoryTexts = {
  history: {
    title: 'Repartos jugados',
    none: 'Ningún reparto jugado.',
    deal: 'Reparto {{n}}',
    errors_one: '{{count}} error al declarar',
    errors_other: '{{count}} errores al declarar',
  },
};

const en: HistoryTexts = {
  history: {
    title: 'Deals played',
    none: 'No deal played yet.',
    deal: 'Deal {{n}}',
    errors_one: '{{count}} announcement error',
    errors_other: '{{count}} announcement errors',
  },
};

registerTexts({ fr, eu, es, en });
