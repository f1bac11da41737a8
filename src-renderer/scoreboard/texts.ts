/**
 * Texts of the scoreboard: tantos, hamarrekos, manches and the exchange to make at the table
 * (`score.*`).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  score: {
    title: 'Marque',
    team: 'Équipe {{team}} :',
    tokens: '{{h}}, {{t}}',
    tokensH_one: '{{count}} hamarreko',
    tokensH_other: '{{count}} hamarrekos',
    tokensT_one: '{{count}} tanto',
    tokensT_other: '{{count}} tantos',
    manches: 'Manches',
    dentro: 'dentro',
    exchange: 'À faire à la table',
    net: 'En tout pour {{team}} : {{words}}',
    allCredits: 'Chaque crédit, dans l’ordre du décompte :',
    noExchange: 'Aucun point encore dans cette donne.',
    mancheReset: 'Manche à {{team}} : chacun rend ses jetons',
    /** Said by a screen reader when a score or a manche changes (one per team, joined by « . »). */
    /** Beside a won match's scores: they are the winning manche's final score, not the 0–0 of a new one. */
    final: 'Score final, manche {{n}}',
    /** The badge of the team that won the match. */
    wonMatch: 'Partie gagnée',
    /** Said first by a screen reader once the match is won. */
    announceWon: 'Partie gagnée par {{name}} ; score final de la manche {{n}}',
    announce: '{{name}} : {{score}}, manches gagnées : {{won}} sur {{of}}',
  },
};

/** The shape every language's texts of this feature follow. */
export type ScoreTexts = typeof fr;

const eu: ScoreTexts = {
  score: {
    title: 'Tanteoa',
    team: '{{team}} taldea:',
    tokens: '{{h}}, {{t}}',
    tokensH_one: '{{count}} hamarreko',
    tokensH_other: '{{count}} hamarreko',
    tokensT_one: '{{count}} tanto',
    tokensT_other: '{{count}} tanto',
    manches: 'Partidak',
    dentro: 'dentro',
    exchange: 'Mahaian egitekoa',
    net: '{{team}}-rentzat guztira: {{words}}',
    allCredits: 'Kreditu bakoitza, zenbaketaren ordenan:',
    noExchange: 'Oraindik tantorik ez esku honetan.',
    mancheReset: 'Partida {{team}}-rentzat: denek itzultzen dituzte fitxak',
    final: '{{n}}. partidaren azken emaitza',
    wonMatch: 'Jokoa irabazita',
    announceWon: '{{name}} taldeak irabazi du jokoa; {{n}}. partidaren azken emaitza',
    announce: '{{name}}: {{score}}, irabazitako partidak: {{won}} / {{of}}',
  },
};

const es: ScoreTexts = {
  score: {
    title: 'Tanteo',
    team: 'Pareja {{team}}:',
    tokens: '{{h}}, {{t}}',
    tokensH_one: '{{count}} amarrako',
    tokensH_other: '{{count}} amarrakos',
    tokensT_one: '{{count}} piedra',
    tokensT_other: '{{count}} piedras',
    manches: 'Chicos',
    dentro: 'dentro',
    exchange: 'Qué hacer en la mesa',
    net: 'En total para {{team}}: {{words}}',
    allCredits: 'Cada apunte, en el orden del recuento:',
    noExchange: 'Aún no hay piedras en este reparto.',
    mancheReset: 'Chico para {{team}}: se devuelven las piedras',
    final: 'Resultado final, chico {{n}}',
    wonMatch: 'Partida ganada',
    announceWon: 'Partida ganada por {{name}}; resultado final del chico {{n}}',
    announce: '{{name}}: {{score}}, chicos ganados: {{won}} de {{of}}',
  },
};

const en: ScoreTexts = {
  score: {
    title: 'Score',
    team: 'Team {{team}}:',
    tokens: '{{h}}, {{t}}',
    tokensH_one: '{{count}} hamarreko',
    tokensH_other: '{{count}} hamarrekos',
    tokensT_one: '{{count}} tanto',
    tokensT_other: '{{count}} tantos',
    manches: 'Manches',
    dentro: 'dentro',
    exchange: 'To do at the table',
    net: 'In all for {{team}}: {{words}}',
    allCredits: 'Each credit, in counting order:',
    noExchange: 'No points yet in this deal.',
    mancheReset: 'Manche to {{team}}: everyone returns their tokens',
    final: 'Final score, manche {{n}}',
    wonMatch: 'Match won',
    announceWon: 'Match won by {{name}}; final score of manche {{n}}',
    announce: '{{name}}: {{score}}, manches won: {{won}} of {{of}}',
  },
};

registerTexts({ fr, eu, es, en });
