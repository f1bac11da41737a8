/**
 * Texts of the panel « Fausse donne… » opens (who has not four cards, the rule it applies, cancel),
 * loaded with the panel (`MisdealPanel.tsx`, a chunk of its own). The rule they name: FFMus
 * art. 5 (after play began), art. 4 (before). French (default), Basque, Spanish, English.
 */
import { registerTexts } from '../../i18n/index.js';

const fr = {
  misdeal: {
    who: 'Qui n’a pas quatre cartes ?',
    rule: 'Le jeu commencé (FFMus art. 5) : ce joueur sort de la donne et les points que son équipe y a tirés sont annulés. Pendant les tours de mus, c’est une nouvelle donne (art. 4) : rien n’est noté.',
    cancel: 'Annuler',
  },
};
type MisdealPanelTexts = typeof fr;

const eu: MisdealPanelTexts = {
  misdeal: {
    who: 'Nork ez ditu lau karta?',
    rule: 'Jokoa hasita (FFMus 5. art.): jokalari hori banaketatik ateratzen da, eta bere taldeak banaketa honetan hartutako puntuak baliogabetzen dira. Mus itzulietan, banaketa berria da (4. art.): ez da ezer idazten.',
    cancel: 'Utzi',
  },
};

const es: MisdealPanelTexts = {
  misdeal: {
    who: '¿Quién no tiene cuatro cartas?',
    rule: 'Empezado el juego (FFMus art. 5): ese jugador queda fuera del reparto y se anulan los tantos que su pareja haya cobrado en él. Durante el mus, se reparte de nuevo (art. 4): no se anota nada.',
    cancel: 'Cancelar',
  },
};

const en: MisdealPanelTexts = {
  misdeal: {
    who: 'Who does not have four cards?',
    rule: 'Once play has begun (FFMus art. 5): that player is out of the deal and the points their team drew in it are cancelled. During the mus rounds, it is a new deal (art. 4): nothing is recorded.',
    cancel: 'Cancel',
  },
};

registerTexts({ fr, eu, es, en });
