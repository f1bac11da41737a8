/**
 * Texts of « Fausse donne… » (a misdeal found at the table), in the `ui` namespace: French (default),
 * Basque, Spanish, English. The rule they name: FFMus art. 5 (after play began), art. 4 (before).
 */
import { registerTexts } from '../../i18n/index.js';

const fr = {
  misdeal: {
    open: 'Fausse donne…',
    who: 'Qui n’a pas quatre cartes ?',
    rule: 'Le jeu commencé (FFMus art. 5) : ce joueur sort de la donne et les points que son équipe y a tirés sont annulés. Pendant les tours de mus, c’est une nouvelle donne (art. 4) : rien n’est noté.',
    cancel: 'Annuler',
  },
};
type MisdealTexts = typeof fr;

const eu: MisdealTexts = {
  misdeal: {
    open: 'Banaketa txarra…',
    who: 'Nork ez ditu lau karta?',
    rule: 'Jokoa hasita (FFMus 5. art.): jokalari hori banaketatik ateratzen da, eta bere taldeak banaketa honetan hartutako puntuak baliogabetzen dira. Mus itzulietan, banaketa berria da (4. art.): ez da ezer idazten.',
    cancel: 'Utzi',
  },
};

const es: MisdealTexts = {
  misdeal: {
    open: 'Mal repartido…',
    who: '¿Quién no tiene cuatro cartas?',
    rule: 'Empezado el juego (FFMus art. 5): ese jugador queda fuera del reparto y se anulan los tantos que su pareja haya cobrado en él. Durante el mus, se reparte de nuevo (art. 4): no se anota nada.',
    cancel: 'Cancelar',
  },
};

const en: MisdealTexts = {
  misdeal: {
    open: 'Misdeal…',
    who: 'Who does not have four cards?',
    rule: 'Once play has begun (FFMus art. 5): that player is out of the deal and the points their team drew in it are cancelled. During the mus rounds, it is a new deal (art. 4): nothing is recorded.',
    cancel: 'Cancel',
  },
};

registerTexts({ fr, eu, es, en });
