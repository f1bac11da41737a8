/** Textos del tanteo en español (el mus de Pagat: envido, quiero, no quiero, órdago, amarrakos, piedras). */
import type { Messages } from './en.js';
import { PLACE_N } from './seat-words.js';

export const es: Messages = {
  phaseOf: { mus: 'del mus', grande: 'de la grande', chica: 'de la chica', pares: 'de los pares', juego: 'del juego', punto: 'del punto', deal: 'del reparto' },
  phase: { mus: 'el mus', grande: 'la grande', chica: 'la chica', pares: 'los pares', juego: 'el juego', punto: 'el punto', deal: 'el reparto' },
  team: 'pareja {{team}}',
  seatN: PLACE_N.es,
  tira: {
    opening: 'envite de {{bet}} no querido: 1 piedra al momento',
    raises_one: 'no quiero tras 1 reenvite ({{bets}}): lo envidado antes de él, {{paid}}, al momento',
    raises_other: 'no quiero tras {{raises}} reenvites ({{bets}}): lo envidado antes del último, {{paid}}, al momento',
    ordagoOpening: 'órdago de salida no querido: 1 piedra al momento',
    ordagoAfterBets: 'órdago sobre {{bets}} no querido: lo envidado antes, {{paid}}, al momento',
  },
  cancel: {
    misdeal: '{{seat}} no tenía cuatro cartas: se anulan las {{points}} piedras de su pareja en este reparto',
    misdeal_one: '{{seat}} no tenía cuatro cartas: se anula la piedra de su pareja en este reparto',
    voided: 'se anulan los envites a {{phase}}: se devuelven las {{points}} piedras',
    voided_one: 'se anulan los envites a {{phase}}: se devuelve la piedra',
  },
  penalty: {
    tira: 'no quiero de {{phase}} concedido por el error de declaración {{seatOf}}',
    punto: 'la piedra del punto, concedida por el error de declaración {{seatOf}}',
  },
  base: {
    pares: 'pares {{seatOf}}: {{value}}',
    juego: 'juego {{seatOf}}: {{value}}',
    punto: 'la piedra del punto',
  },
  paso: {
    grande: 'todos pasan: 1 a la mejor grande ({{seatName}})',
    chica: 'todos pasan: 1 a la mejor chica ({{seatName}})',
    punto: 'todos pasan: 1 al mejor punto ({{seatName}})',
  },
  iduki: 'quiero a {{phase}}: lo envidado, {{bets}} = {{stake}}, a la mejor jugada ({{seatName}})',
  ordago: {
    won: 'órdago querido a {{phase}}: {{seat}} tiene la mejor jugada; su pareja gana el chico y se lleva las piedras que le faltaban',
    voided: 'el órdago querido en {{ordagoPhase}} se anula con ellos: el reparto se cuenta como de costumbre',
  },
  juegoReal: {
    any: 'juego real: 7-7-7 y una figura ganan al otro 31 ({{beaten}})',
    oros: 'juego real: el 31 con la sota de oros gana al otro 31 ({{beaten}})',
  },
  error: {
    '13a': '{{seat}} dijo pares sin tenerlos, su compañero sin: se anulan los envites; {{opp}} cobra sus pares',
    '13b': '{{seat}} dijo pares sin tenerlos, compañero y rivales con: se anulan los envites; {{opp}} cobra el no quiero y sus pares',
    '13-unwritten': '{{seat}} dijo pares sin tenerlos; el compañero tiene, los rivales no: sin efecto (decisión del proyecto, como el art. 15 b)',
    '14': '{{seat}} negó sus pares: no cuentan',
    '14-tira': '{{seat}} negó sus pares, compañero sin: no cuentan y {{opp}} cobra 1 (no quiero)',
    '15a': '{{seat}} dijo juego sin tenerlo, nadie más lo tiene: {{opp}} cobra el no quiero y la piedra del punto',
    '15b': '{{seat}} dijo juego sin tenerlo; el compañero lo tiene, los rivales no: no se tiene en cuenta',
    '15c': '{{seat}} dijo juego sin tenerlo, compañero sin, un rival con: se anulan los envites; {{opp}} cobra su juego',
    '15d': '{{seat}} dijo juego sin tenerlo, compañero y un rival con: se anulan los envites; {{opp}} cobra el no quiero y su juego',
    '16a': '{{seat}} negó el juego, nadie más lo tiene: se anulan los envites al punto; {{opp}} cobra el no quiero y la piedra del punto',
    '16b': '{{seat}} negó el juego; el compañero lo tiene, los rivales no: solo cuenta el juego del compañero',
    '16c': '{{seat}} negó el juego, compañero sin, un rival con: {{opp}} cobra el no quiero del juego y su juego',
    '16-unwritten': '{{seat}} negó el juego; compañero y rival lo tienen: el juego negado no cuenta (decisión del proyecto, como el art. 14)',
    'afterKanta': '{{seat}} se equivocó al declarar, pero tras un órdago querido no se cobra ningún tanto (FFMus art. 10): el error solo impide ganar a una jugada negada',
  },
  tokens: {
    take_one: 'coger 1 amarrako',
    take_other: 'coger {{hamarrekos}} amarrakos',
    takeTantos_one: 'coger 1 piedra',
    takeTantos_other: 'coger {{tantos}} piedras',
    returnH_one: 'devolver 1 amarrako',
    returnH_other: 'devolver {{hamarrekos}} amarrakos',
    returnT_one: 'devolver 1 piedra',
    returnT_other: 'devolver {{tantos}} piedras',
    none: 'nada que cambiar',
    score: '{{h}} + {{t}}',
    h_one: '{{count}} amarrako',
    h_other: '{{count}} amarrakos',
    t_one: '{{count}} piedra',
    t_other: '{{count}} piedras',
  },
};
