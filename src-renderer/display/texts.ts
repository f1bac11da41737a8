/**
 * Texts of the room display (`display.*`) and of the moments it announces to the room (`moment.*`).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  display: {
    title: 'Écran de salle',
    waiting: 'En attente de la table…',
    fullscreen: 'Plein écran',
    lastSettlement: 'Dernière donne',
  },
  moment: {
    hordago: 'HORDAGO !',
    biakHordago: 'BIAK HORDAGO !',
    hordagoBy: '{{name}} ({{team}}) engage la manche sur {{phase}}',
    kanta: 'KANTA !',
    kantaBy: '{{name}} ({{team}}) tient le hordago : le meilleur {{phase}} gagne la manche',
    tira: 'Tira : {{team}} +{{points}} {{phase}}',
    error: 'Erreur d’annonce : {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Manche à {{team}} !',
    match: 'Partie gagnée par {{team}} !',
    manches: 'Manches {{A}} – {{B}}',
  },
};

/** The shape every language's texts of this feature follow. */
export type DisplayTexts = typeof fr;

const eu: DisplayTexts = {
  display: {
    title: 'Aretoko pantaila',
    waiting: 'Mahaiaren zain…',
    fullscreen: 'Pantaila osoa',
    lastSettlement: 'Azken eskua',
  },
  moment: {
    hordago: 'HORDAGO!',
    biakHordago: 'BIAK HORDAGO!',
    hordagoBy: '{{name}} ({{team}}): partida {{phase}}n jokatzen du',
    kanta: 'KANTA!',
    kantaBy: '{{name}} ({{team}}): hordagoa onartu du; {{phase}} onenak irabazten du partida',
    tira: 'Tira: {{team}} +{{points}} {{phase}}',
    error: 'Iragarpen akatsa: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Partida {{team}} taldearentzat!',
    match: '{{team}} taldeak irabazi du jokoa!',
    manches: 'Partidak {{A}} – {{B}}',
  },
};

const es: DisplayTexts = {
  display: {
    title: 'Pantalla de sala',
    waiting: 'Esperando a la mesa…',
    fullscreen: 'Pantalla completa',
    lastSettlement: 'Última mano',
  },
  moment: {
    hordago: '¡ÓRDAGO!',
    biakHordago: '¡ÓRDAGO A LAS DOS!',
    hordagoBy: '{{name}} ({{team}}) se juega el juego a {{phase}}',
    kanta: '¡QUIERO!',
    kantaBy: '{{name}} ({{team}}) quiere el órdago: gana el juego la mejor {{phase}}',
    tira: 'No quiero: {{team}} +{{points}} {{phase}}',
    error: 'Error de declaración: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: '¡Juego para {{team}}!',
    match: '¡Partida ganada por {{team}}!',
    manches: 'Juegos {{A}} – {{B}}',
  },
};

const en: DisplayTexts = {
  display: {
    title: 'Room display',
    waiting: 'Waiting for the table…',
    fullscreen: 'Fullscreen',
    lastSettlement: 'Last deal',
  },
  moment: {
    hordago: 'HORDAGO!',
    biakHordago: 'BIAK HORDAGO!',
    hordagoBy: '{{name}} ({{team}}) stakes the manche on {{phase}}',
    kanta: 'KANTA!',
    kantaBy: '{{name}} ({{team}}) sees the hordago: the best {{phase}} wins the manche',
    tira: 'Tira: {{team}} +{{points}} {{phase}}',
    error: 'Announcement error: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Manche to {{team}}!',
    match: 'Match won by {{team}}!',
    manches: 'Manches {{A}} – {{B}}',
  },
};

registerTexts({ fr, eu, es, en });
