/** English ledger texts. Keys are the `why.key` of credits and errors (see `shared/types.ts`). */
import { PLACE_N } from './seat-words.js';

export const en = {
  /** A phase after "of" ("the tira of the punto"). */
  phaseOf: { mus: 'of the mus', grande: 'of grande', chica: 'of chica', pares: 'of pares', juego: 'of juego', punto: 'of punto', deal: 'of the deal' },
  phase: { mus: 'mus', grande: 'grande', chica: 'chica', pares: 'pares', juego: 'juego', punto: 'punto', deal: 'the deal' },
  team: 'team {{team}}',
  /**
   * A seat no name is known for, by its place counted from 1 (`{{n}}`: seat 0 is « seat 1 »), the
   * screens' word (`seat-words.ts`): a text says `{{seat}}`, « seat 1 » or « Maite » (`renderReason`).
   */
  seatN: PLACE_N.en,
  tira: {
    opening: 'the bet of {{bet}} was refused (tira): 1 drawn at once',
    raises_one: 'refused after 1 raise ({{bets}}): the total before the raise, {{paid}}, drawn at once',
    raises_other: 'refused after {{raises}} raises ({{bets}}): the total before the last raise, {{paid}}, drawn at once',
    ordagoOpening: 'an opening hordago was refused: 1 drawn at once',
    ordagoAfterBets: 'a hordago over {{bets}} was refused: the total before it, {{paid}}, drawn at once',
  },
  cancel: {
    misdeal: '{{seat}} did not have four cards: the {{points}} its team drew in this deal are cancelled',
    misdeal_one: '{{seat}} did not have four cards: the 1 its team drew in this deal is cancelled',
    voided: 'the bets at {{phase}} are voided: the {{points}} drawn there go back',
    voided_one: 'the bets at {{phase}} are voided: the 1 drawn there goes back',
  },
  penalty: {
    tira: 'tira of {{phase}} given for an announcement error by {{seat}}',
    punto: 'the punto point, given for an announcement error by {{seat}}',
  },
  base: {
    pares: "{{seat}}'s pares: {{value}}",
    juego: "{{seat}}'s juego: {{value}}",
    punto: 'the punto point, to the best hand ({{seat}})',
    puntoTeam: 'the punto point, to team {{team}}',
  },
  paso: {
    grande: 'everyone passed: 1 to the best grande ({{seat}})',
    chica: 'everyone passed: 1 to the best chica ({{seat}})',
    punto: 'everyone passed: 1 to the best punto ({{seat}})',
  },
  iduki: '{{phase}} seen (iduki): the stake, {{bets}} = {{stake}}, to the best hand ({{seat}})',
  ordago: {
    won: 'hordago seen (kanta) at {{phase}}: {{seat}} holds the best hand; its team wins the manche and takes the points it lacked',
    voided: 'the accepted hordago at {{ordagoPhase}} is voided with them: the deal is counted as usual',
  },
  /** The note after a juego won by a Juego Real over a plain 31 that spoke first (Pagat « Juego Real »). */
  juegoReal: {
    any: 'Juego Real: 7-7-7 and a figure beat the other 31 ({{beaten}})',
    oros: 'Juego Real: the 31 with the sota of oros beats the other 31 ({{beaten}})',
  },
  error: {
    '13a': '{{seat}} said ba at pares without pares, partner without: the pares bets are voided; {{opp}} counts its pares',
    '13b': '{{seat}} said ba at pares without pares, partner and opponents with: bets voided; {{opp}} draws the tira and counts its pares',
    '13-unwritten': '{{seat}} said ba at pares without pares; partner holds, opponents do not: no effect (project choice, as art. 15 b)',
    '14': '{{seat}} denied pares: they count for nothing',
    '14-tira': '{{seat}} denied pares, partner without: they count for nothing and {{opp}} draws 1 (tira)',
    '15a': '{{seat}} said ba at juego without juego, nobody else holds: {{opp}} draws the tira and the point of the punto',
    '15a-same': '{{seat}} said ba at juego without juego, nobody else holds: juego bets voided; {{opp}} draws the tira and the point of the punto once, for the partner\'s error (one punto per deal)',
    '15b': '{{seat}} said ba at juego without juego; partner holds, opponents do not: no effect',
    '15c': '{{seat}} said ba at juego without juego, partner without, an opponent with: juego bets voided; {{opp}} counts its juego',
    '15d': '{{seat}} said ba at juego without juego, partner and an opponent with: juego bets voided; {{opp}} draws the tira and counts its juego',
    '16a': '{{seat}} denied juego, nobody else holds: punto bets voided; {{opp}} draws the tira and the point of the punto; the denied juego does not count',
    '16a-same': '{{seat}} denied juego, nobody else holds: punto bets voided; the denied juego does not count; {{opp}} draws the tira and the point of the punto once, for the partner\'s error (one punto per deal)',
    '16b': "{{seat}} denied juego; partner holds, opponents do not: only the partner's juego counts",
    '16c': '{{seat}} denied juego, partner without, an opponent with: {{opp}} draws the tira of juego and counts its juego',
    '16-unwritten': '{{seat}} denied juego; partner and an opponent hold: the denied juego counts for nothing (project choice, as art. 14)',
    'afterKanta': '{{seat}} made an announcement error, but after a hordago kanta no point is drawn (FFMus art. 10): the error only keeps a denied hand from winning',
  },
  tokens: {
    take_one: 'take 1 hamarreko',
    take_other: 'take {{hamarrekos}} hamarrekos',
    takeTantos_one: 'take 1 tanto',
    takeTantos_other: 'take {{tantos}} tantos',
    returnH_one: 'return 1 hamarreko',
    returnH_other: 'return {{hamarrekos}} hamarrekos',
    returnT_one: 'return 1 tanto',
    returnT_other: 'return {{tantos}} tantos',
    none: 'no change',
    score: '{{h}} + {{t}}',
    h_one: '{{count}} hamarreko',
    h_other: '{{count}} hamarrekos',
    t_one: '{{count}} tanto',
    t_other: '{{count}} tantos',
  },
};

/** The shape every language's texts follow. */
export type Messages = typeof en;
