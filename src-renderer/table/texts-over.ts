/**
 * Texts of the end of a match (`over.*`: the winner, each team's victories, manches and points, FFMus
 * art. 2), loaded with the panel that says them (`MatchOver.tsx`, the judge's what-if) in their
 * chunks: the control page does not load them at start. French (default, with the Basque table
 * words), Basque, Spanish, English; registered in the `ui` namespace when this module loads.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  over: {
    winner: 'Partie gagnée par {{team}} ({{name}})',
    victories: 'Victoires',
    manchesWon: 'Manches gagnées',
    pointsLost: 'Points dans les manches perdues',
    victoryCount_one: '{{count}} victoire',
    victoryCount_other: '{{count}} victoires',
    manchesOf: '{{won}} sur {{played}}',
    notCounted: 'non comptées (art. 2)',
    pointsNotCounted: 'non comptés (art. 2)',
    art2: 'FFMus art. 2 : le gagnant compte une victoire et rien d’autre ; le perdant compte ses manches gagnées et les points de ses manches perdues.',
  },
};

/** The shape every language's texts of the end of a match follow. */
export type MatchOverTexts = typeof fr;

const eu: MatchOverTexts = {
  over: {
    winner: '{{team}} taldeak ({{name}}) irabazi du',
    victories: 'Garaipenak',
    manchesWon: 'Irabazitako partidak',
    pointsLost: 'Galdutako partidetako tantoak',
    victoryCount_one: 'garaipen {{count}}',
    victoryCount_other: '{{count}} garaipen',
    manchesOf: '{{won}} / {{played}}',
    notCounted: 'ez dira kontatzen (2. art.)',
    pointsNotCounted: 'ez dira kontatzen (2. art.)',
    art2: 'FFMus 2. art.: irabazleak garaipen bat kontatzen du, besterik ez; galtzaileak irabazitako partidak eta galdutako partidetako tantoak kontatzen ditu.',
  },
};

const es: MatchOverTexts = {
  over: {
    winner: 'Partida ganada por {{team}} ({{name}})',
    victories: 'Victorias',
    manchesWon: 'Chicos ganados',
    pointsLost: 'Piedras en los chicos perdidos',
    victoryCount_one: '{{count}} victoria',
    victoryCount_other: '{{count}} victorias',
    manchesOf: '{{won}} de {{played}}',
    notCounted: 'no cuentan (art. 2)',
    pointsNotCounted: 'no cuentan (art. 2)',
    art2: 'FFMus art. 2: el ganador cuenta una victoria y nada más; el perdedor cuenta los chicos que ganó y las piedras de los chicos que perdió.',
  },
};

const en: MatchOverTexts = {
  over: {
    winner: 'Match won by {{team}} ({{name}})',
    victories: 'Victories',
    manchesWon: 'Manches won',
    pointsLost: 'Points in lost manches',
    victoryCount_one: '{{count}} victory',
    victoryCount_other: '{{count}} victories',
    manchesOf: '{{won}} of {{played}}',
    notCounted: 'not counted (art. 2)',
    pointsNotCounted: 'not counted (art. 2)',
    art2: 'FFMus art. 2: the winner counts one victory and nothing else; the loser counts the manches it won and the points of the manches it lost.',
  },
};

registerTexts({ fr, eu, es, en });
