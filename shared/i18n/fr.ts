/** Textes du ledger en français, avec les mots basques de la table. */
import type { Messages } from './en.js';
import { PLACE_N } from './seat-words.js';

export const fr: Messages = {
  /** A phase after « de » (« tira du point »). */
  phaseOf: { mus: 'du mus', grande: 'du grand (haundia)', chica: 'du petit (tipia)', pares: 'des paires (pariak)', juego: 'du jeu (jokua)', punto: 'du point (puntua)', deal: 'de la donne' },
  phase: { mus: 'le mus', grande: 'le grand (haundia)', chica: 'le petit (tipia)', pares: 'les paires (pariak)', juego: 'le jeu (jokua)', punto: 'le point (puntua)', deal: 'la donne' },
  team: 'équipe {{team}}',
  /** A seat no name is known for, by its place counted from 1 (« place 1 » is seat 0), as the screens say it. */
  seatN: PLACE_N.fr,
  tira: {
    opening: 'imido de {{bet}} refusé (tira) : 1 tiré aussitôt',
    raises_one: 'tira après 1 relance ({{bets}}) : le cumul avant la relance, {{paid}}, tiré aussitôt',
    raises_other: 'tira après {{raises}} relances ({{bets}}) : le cumul avant la dernière relance, {{paid}}, tiré aussitôt',
    ordagoOpening: 'hordago d’entrée refusé (tira) : 1 tiré aussitôt',
    ordagoAfterBets: 'hordago sur {{bets}} refusé (tira) : le cumul avant le hordago, {{paid}}, tiré aussitôt',
  },
  cancel: {
    misdeal: '{{seat}} n’avait pas quatre cartes : les {{points}} tirés par son équipe dans la donne sont annulés',
    misdeal_one: '{{seat}} n’avait pas quatre cartes : le 1 tiré par son équipe dans la donne est annulé',
    voided: 'les paris sur {{phase}} sont annulés : les {{points}} tirés sont rendus',
    voided_one: 'les paris sur {{phase}} sont annulés : le 1 tiré est rendu',
  },
  penalty: {
    tira: 'tira {{phaseOf}} accordé pour l’erreur d’annonce {{seatOf}}',
    punto: 'le point du puntua, accordé pour l’erreur d’annonce {{seatOf}}',
  },
  base: {
    pares: 'paires {{seatOf}} : {{value}}',
    juego: 'jeu {{seatOf}} : {{value}}',
    punto: 'le point du puntua, à la meilleure main ({{seatName}})',
    puntoTeam: 'le point du puntua, à l’équipe {{team}}',
  },
  paso: {
    grande: 'tous paso : 1 au meilleur grand ({{seatName}}, haundi pasa)',
    chica: 'tous paso : 1 au meilleur petit ({{seatName}})',
    punto: 'tous paso : 1 au meilleur point ({{seatName}})',
  },
  iduki: 'iduki sur {{phase}} : la mise, {{bets}} = {{stake}}, à la meilleure main ({{seatName}})',
  ordago: {
    won: 'hordago kanta sur {{phase}} : {{seat}} a la meilleure main, son équipe gagne la manche et prend les points qui lui manquaient',
    voided: 'le hordago kanta sur {{ordagoPhase}} est annulé avec eux : la donne est comptée comme d’habitude',
  },
  juegoReal: {
    any: 'juego real : 7-7-7 et une figure battent l’autre 31 ({{beaten}})',
    oros: 'juego real : le 31 avec la sota d’oros bat l’autre 31 ({{beaten}})',
  },
  error: {
    '13a': '{{seat}} a dit ba aux paires sans en avoir, partenaire sans : paris annulés ; {{opp}} compte ses paires',
    '13b': '{{seat}} a dit ba aux paires sans en avoir, partenaire et adversaires avec : paris annulés ; {{opp}} tire le tira et compte ses paires',
    '13-unwritten': '{{seat}} a dit ba aux paires sans en avoir ; le partenaire en a, les adversaires non : sans effet (choix du projet, comme l’art. 15 b)',
    '14': '{{seat}} a nié ses paires : elles ne comptent pas',
    '14-tira': '{{seat}} a nié ses paires, partenaire sans : elles ne comptent pas et {{opp}} tire 1 (tira)',
    '15a': '{{seat}} a annoncé le jeu sans l’avoir, personne d’autre ne l’a : {{opp}} tire le tira et le point du puntua',
    '15a-same': '{{seat}} a annoncé le jeu sans l’avoir, personne d’autre ne l’a : paris au jeu annulés ; {{opp}} tire le tira et le point du puntua une fois, pour l’erreur du partenaire (un seul point par donne)',
    '15b': '{{seat}} a annoncé le jeu sans l’avoir ; le partenaire l’a, les adversaires non : on ne tient pas compte de l’erreur',
    '15c': '{{seat}} a annoncé le jeu sans l’avoir, partenaire sans, un adversaire avec : paris au jeu annulés ; {{opp}} compte son jeu',
    '15d': '{{seat}} a annoncé le jeu sans l’avoir, partenaire et un adversaire avec : paris au jeu annulés ; {{opp}} tire le tira et compte son jeu',
    '16a': '{{seat}} a nié le jeu, personne d’autre ne l’a : paris au point annulés ; {{opp}} tire le tira et le point du puntua ; le jeu nié ne compte pas',
    '16a-same': '{{seat}} a nié le jeu, personne d’autre ne l’a : paris au point annulés ; le jeu nié ne compte pas ; {{opp}} tire le tira et le point du puntua une fois, pour l’erreur du partenaire (un seul point par donne)',
    '16b': '{{seat}} a nié le jeu ; le partenaire l’a, les adversaires non : seul le jeu du partenaire compte',
    '16c': '{{seat}} a nié le jeu, partenaire sans, un adversaire avec : {{opp}} tire le tira du jeu et compte son jeu',
    '16-unwritten': '{{seat}} a nié le jeu ; partenaire et adversaire l’ont : le jeu nié ne compte pas (choix du projet, comme l’art. 14)',
    'afterKanta': '{{seat}} a fait une erreur d’annonce, mais après un hordago kanta aucun point n’est tiré (FFMus art. 10) : l’erreur empêche seulement une main niée de gagner',
  },
  tokens: {
    take_one: 'prendre 1 hamarreko',
    take_other: 'prendre {{hamarrekos}} hamarrekos',
    takeTantos_one: 'prendre 1 tanto',
    takeTantos_other: 'prendre {{tantos}} tantos',
    returnH_one: 'rendre 1 hamarreko',
    returnH_other: 'rendre {{hamarrekos}} hamarrekos',
    returnT_one: 'rendre 1 tanto',
    returnT_other: 'rendre {{tantos}} tantos',
    none: 'rien à changer',
    score: '{{h}} + {{t}}',
    h_one: '{{count}} hamarreko',
    h_other: '{{count}} hamarrekos',
    t_one: '{{count}} tanto',
    t_other: '{{count}} tantos',
  },
};
