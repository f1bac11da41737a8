/**
 * The tournament's words in the app's four languages (i18next namespace `tournament`, on the shared
 * instance of shared/i18n): French with the Basque table words (default), Basque, Spanish, English.
 * Used by the pairing sheet, the standings table and the command line's messages.
 */
import { ledgerI18n, memoT, type Lang, type TextOf } from '../i18n/index.js';

const en = {
  round: 'Round {{n}}', table: 'Table', vs: 'v', bye: 'Bye (counts as a victory): {{team}}',
  result: 'Result', manches: 'Manches', manchesLabel: 'Manches:', forfeit: 'forfeit', signature: 'Signatures',
  system: { 'round-robin': 'round robin', swiss: 'Swiss', updown: 'table up, table down' },
  sheetTitle: '{{name}} — {{date}} — round {{n}} of {{of}} ({{system}})',
  rules: 'Rules: {{preset}}, {{manches}} manches of {{target}} to win',
  standingsTitle: '{{name}} — {{date}} — standings after {{results}} result(s) (FFMus art. 2)',
  cols: { rank: 'Rank', pair: 'Pair', team: 'Team', club: 'Club', played: 'Pl', byes: 'Byes', v: 'V', m: 'Manches', p: 'Pts lost manches', h2h: 'H2H', bh: 'Buchholz', by: 'Decided by' },
  decided: { victories: 'victories', 'manches-won': 'manches won', 'points-in-lost-manches': 'points in lost manches', 'head-to-head': 'head-to-head', buchholz: 'Buchholz' },
  withdrawn: 'withdrawn',
  leagueTitle: 'League over {{nights}} night(s), {{teams}} team(s) (FFMus art. 2)', nights: 'Nights', clubs: 'Clubs',
  created: '{{file}}: tournament "{{name}}" created ({{rounds}} rounds, {{system}})',
  added: 'Pair {{id}} ({{team}}) registered', addedLate: 'Pair {{id}} ({{team}}) registered late: paired from round {{n}}',
  withdrew: 'Pair {{id}} ({{team}}) withdraws after round {{n}}', withdrewBefore: 'Pair {{id}} ({{team}}) withdraws before round 1',
  reinstated: 'Pair {{id}} ({{team}}): withdrawal taken back, paired again', removed: 'Pair {{id}} ({{team}}) removed from the tournament',
  paired: 'Round {{n}} paired ({{system}}): {{tables}} table(s)',
  recorded: 'Round {{n}}, table {{table}}: won by {{team}}', annulled: 'Round {{n}}, table {{table}}: result annulled',
  valid: '{{file}}: valid — {{pairs}} pairs, {{rounds}} round(s) paired, {{results}} result(s), {{matches}} match(es) replayed',
  imported: '{{file}}: imported to {{to}} — every result checked',
};
type Words = typeof en;

const fr: Words = {
  round: 'Tour {{n}}', table: 'Table', vs: 'c.', bye: 'Exempt (compte une victoire) : {{team}}',
  result: 'Résultat', manches: 'Manches', manchesLabel: 'Manches :', forfeit: 'forfait', signature: 'Signatures',
  system: { 'round-robin': 'toutes rondes', swiss: 'système suisse', updown: 'montée-descente' },
  sheetTitle: '{{name}} — {{date}} — tour {{n}} sur {{of}} ({{system}})',
  rules: 'Règles : {{preset}}, {{manches}} manches de {{target}} pour gagner',
  standingsTitle: '{{name}} — {{date}} — classement après {{results}} résultat(s) (FFMus art. 2)',
  cols: { rank: 'Rang', pair: 'Paire', team: 'Équipe', club: 'Club', played: 'J', byes: 'Exempt', v: 'V', m: 'Manches', p: 'Pts manches perdues', h2h: 'Conf. dir.', bh: 'Buchholz', by: 'Départagé par' },
  decided: { victories: 'victoires', 'manches-won': 'manches gagnées', 'points-in-lost-manches': 'points des manches perdues', 'head-to-head': 'confrontation directe', buchholz: 'Buchholz' },
  withdrawn: 'forfait général',
  leagueTitle: 'Championnat sur {{nights}} soirée(s), {{teams}} équipe(s) (FFMus art. 2)', nights: 'Soirées', clubs: 'Clubs',
  created: '{{file}} : tournoi « {{name}} » créé ({{rounds}} tours, {{system}})',
  added: 'Paire {{id}} ({{team}}) inscrite', addedLate: 'Paire {{id}} ({{team}}) inscrite en retard : appariée à partir du tour {{n}}',
  withdrew: 'La paire {{id}} ({{team}}) se retire après le tour {{n}}', withdrewBefore: 'La paire {{id}} ({{team}}) se retire avant le tour 1',
  reinstated: 'La paire {{id}} ({{team}}) : retrait annulé, elle est de nouveau appariée', removed: 'La paire {{id}} ({{team}}) est enlevée du tournoi',
  paired: 'Tour {{n}} apparié ({{system}}) : {{tables}} table(s)',
  recorded: 'Tour {{n}}, table {{table}} : gagnée par {{team}}', annulled: 'Tour {{n}}, table {{table}} : résultat annulé',
  valid: '{{file}} : valide — {{pairs}} paire(s), {{rounds}} tour(s) appariés, {{results}} résultat(s), {{matches}} partie(s) rejouée(s)',
  imported: '{{file}} : importé dans {{to}} — chaque résultat vérifié',
};

const es: Words = {
  round: 'Ronda {{n}}', table: 'Mesa', vs: 'c.', bye: 'Descansa (cuenta como victoria): {{team}}',
  result: 'Resultado', manches: 'Chicos', manchesLabel: 'Chicos:', forfeit: 'incomparecencia', signature: 'Firmas',
  system: { 'round-robin': 'todos contra todos', swiss: 'sistema suizo', updown: 'sube y baja' },
  sheetTitle: '{{name}} — {{date}} — ronda {{n}} de {{of}} ({{system}})',
  rules: 'Reglas: {{preset}}, {{manches}} chicos de {{target}} para ganar',
  standingsTitle: '{{name}} — {{date}} — clasificación tras {{results}} resultado(s) (FFMus art. 2)',
  cols: { rank: 'Puesto', pair: 'Pareja', team: 'Equipo', club: 'Club', played: 'J', byes: 'Desc.', v: 'V', m: 'Chicos', p: 'Piedras chicos perdidos', h2h: 'Enfr. dir.', bh: 'Buchholz', by: 'Desempate' },
  decided: { victories: 'victorias', 'manches-won': 'chicos ganados', 'points-in-lost-manches': 'piedras en chicos perdidos', 'head-to-head': 'enfrentamiento directo', buchholz: 'Buchholz' },
  withdrawn: 'retirada',
  leagueTitle: 'Liga de {{nights}} jornada(s), {{teams}} equipo(s) (FFMus art. 2)', nights: 'Jornadas', clubs: 'Clubs',
  created: '{{file}}: torneo «{{name}}» creado ({{rounds}} rondas, {{system}})',
  added: 'Pareja {{id}} ({{team}}) inscrita', addedLate: 'Pareja {{id}} ({{team}}) inscrita tarde: juega desde la ronda {{n}}',
  withdrew: 'La pareja {{id}} ({{team}}) se retira tras la ronda {{n}}', withdrewBefore: 'La pareja {{id}} ({{team}}) se retira antes de la ronda 1',
  reinstated: 'La pareja {{id}} ({{team}}): retirada anulada, vuelve a emparejarse', removed: 'La pareja {{id}} ({{team}}) se quita del torneo',
  paired: 'Ronda {{n}} emparejada ({{system}}): {{tables}} mesa(s)',
  recorded: 'Ronda {{n}}, mesa {{table}}: gana {{team}}', annulled: 'Ronda {{n}}, mesa {{table}}: resultado anulado',
  valid: '{{file}}: válido — {{pairs}} pareja(s), {{rounds}} ronda(s) emparejada(s), {{results}} resultado(s), {{matches}} partida(s) repetida(s)',
  imported: '{{file}}: importado en {{to}} — cada resultado comprobado',
};

const eu: Words = {
  round: '{{n}}. txanda', table: 'Mahaia', vs: '/', bye: 'Atsedena (garaipen gisa): {{team}}',
  result: 'Emaitza', manches: 'Partidak', manchesLabel: 'Partidak:', forfeit: 'forfait', signature: 'Sinadurak',
  system: { 'round-robin': 'denak denen aurka', swiss: 'suitzar sistema', updown: 'igo eta jaitsi' },
  sheetTitle: '{{name}} — {{date}} — {{n}}. txanda / {{of}} ({{system}})',
  rules: 'Arauak: {{preset}}, {{target}}ko {{manches}} partida irabazteko',
  standingsTitle: '{{name}} — {{date}} — sailkapena {{results}} emaitzaren ondoren (FFMus 2. art.)',
  cols: { rank: 'Postua', pair: 'Bikotea', team: 'Taldea', club: 'Kluba', played: 'J', byes: 'Atseden', v: 'G', m: 'Partidak', p: 'Tantoak galdutakoetan', h2h: 'Aurrez aurre', bh: 'Buchholz', by: 'Berdinketa' },
  decided: { victories: 'garaipenak', 'manches-won': 'irabazitako partidak', 'points-in-lost-manches': 'galdutako partidetako tantoak', 'head-to-head': 'aurrez aurrekoa', buchholz: 'Buchholz' },
  withdrawn: 'erretiratua',
  leagueTitle: 'Liga: {{nights}} gau, {{teams}} talde (FFMus 2. art.)', nights: 'Gauak', clubs: 'Klubak',
  created: '{{file}}: «{{name}}» txapelketa sortua ({{rounds}} txanda, {{system}})',
  added: '{{id}} bikotea ({{team}}) izena emanda', addedLate: '{{id}} bikotea ({{team}}) berandu izena emanda: {{n}}. txandatik aurrera',
  withdrew: '{{id}} bikotea ({{team}}) erretiratzen da {{n}}. txandaren ondoren', withdrewBefore: '{{id}} bikotea ({{team}}) erretiratzen da 1. txandaren aurretik',
  reinstated: '{{id}} bikotea ({{team}}): erretiratzea baliogabetua, berriz parekatzen da', removed: '{{id}} bikotea ({{team}}) txapelketatik kendua',
  paired: '{{n}}. txanda parekatua ({{system}}): {{tables}} mahai',
  recorded: '{{n}}. txanda, {{table}}. mahaia: {{team}} irabazle', annulled: '{{n}}. txanda, {{table}}. mahaia: emaitza baliogabetua',
  valid: '{{file}}: zuzena — {{pairs}} bikote, {{rounds}} txanda parekatu, {{results}} emaitza, {{matches}} partida berrikusi',
  imported: '{{file}}: {{to}}-ra inportatua — emaitza guztiak egiaztatuak',
};

/** The words, by language (a test checks that every language has every key). */
export const TOURNAMENT_WORDS: Record<Lang, Words> = { en, fr, es, eu };

let added = false;
/** The tournament's words in a language (memoised, as the command line's other texts). */
export function tournamentT(lang: Lang): TextOf {
  return memoT(`tournament:${lang}`, () => {
    const i = ledgerI18n();
    if (!added) {
      for (const l of Object.keys(TOURNAMENT_WORDS) as Lang[]) i.addResourceBundle(l, 'tournament', TOURNAMENT_WORDS[l]);
      added = true;
    }
    return i.getFixedT(lang, 'tournament');
  }, (key) => ledgerI18n().getResource(lang, 'tournament', key));
}
