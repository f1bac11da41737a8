/**
 * The words of `mus library` (library-command.ts) in the app's four languages (i18next namespace
 * `libcli`, on the shared instance of shared/i18n, as `cli` and `hubcli`): French with the Basque
 * table words (default: partie, manche, donne, esku, joueur), Basque (partida, eskua, esku,
 * jokalaria), Spanish (partida, chico, reparto, mano, jugador), English. Usage errors and the help
 * have their own texts (`usage-texts.ts`, `help-texts.ts`); the status tokens stay in English (`[finished]`: the values `--status` takes), the
 * stage names (`grande`, `pares-declare`… as the format names them) and the journal's warnings.
 */
import type { Lang, TextOf } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';
import { errorSentence } from '../../shared/i18n/errors.js';
import type { MatchSummary } from '../../shared/library/summary.js';
import type { ClubStandings } from '../../shared/library/club-standings.js';
import type { OpenedJournal } from '../journal/open-journal.js';

const en = {
  none: 'no match found in {{dir}}',
  row: '{{id}}  {{date}}  {{A}} vs {{B}}  [{{status}}]  {{result}}',
  empty: 'empty', won: '{{manches}}, {{team}} won', damaged: 'damaged', progress: 'in progress',
  manches: '{{prefix}}: manches {{manches}}', at: '{{prefix}}: manches {{manches}}, deal {{deal}} at {{stage}}, {{A}}-{{B}}',
  players: 'players: {{players}}   rules: {{rules}}',
  deal: '  deal {{n}} (manche {{m}}, esku {{seat}}): {{before}} -> {{after}}', mancheTo: ', manche to {{team}}',
  now: '  now: deal {{n}}, manche {{m}}, at {{stage}}, score {{A}}-{{B}}',
  opened: '{{path}}: {{records}} records, {{valid}} of {{total}} bytes valid, {{mode}}',
  mode: { write: 'open for writing', readOnly: 'read-only', healthy: 'healthy, opened to read' },
  warning: 'warning: {{w}}', problem: 'problem: {{code}}: {{message}}',
  exportWarning: 'mus library export: warning: {{w}}', exported: 'exported {{id}} to {{file}}',
  leftOut: 'mus library export: the match is not over: deal {{n}} (manche {{m}}, at {{stage}}, {{actions}} actions entered) is left out, the file holds the {{deals}} finished deals; imported, the match goes on from the start of deal {{n}} (its actions entered again), or export once the deal is over',
  refused_one: 'mus library import: {{file}}: {{count}} problem, nothing imported',
  refused_other: 'mus library import: {{file}}: {{count}} problems, nothing imported',
  imported: 'imported as {{id}}',
  notDeleted: 'not deleted: to delete this match, run\n  mus library delete {{id}} --confirm {{token}}',
  deleted: 'deleted {{id}} (moved to {{to}})',
  skipped: 'mus library standings: {{id}} not counted: {{why}}',
  counted_one: '{{count}} finished match', counted_other: '{{count}} finished matches',
  cols: { rank: 'rank', team: 'team', matches: 'matches', victories: 'victories', manches: 'manches', points: 'points' },
  written: 'standings written to {{file}}',
  noUnfinished: 'no unfinished match',
  recovered_one: '{{id}}: {{state}}{{at}} ({{count}} record)', recovered_other: '{{id}}: {{state}}{{at}} ({{count}} records)',
  ready: 'ready to resume', readOnly: 'READ-ONLY', recoverAt: ' at deal {{deal}}, manche {{manche}}, {{stage}}, {{A}}-{{B}}',
};
type Words = typeof en;

const fr: Words = {
  none: 'aucune partie trouvée dans {{dir}}',
  row: '{{id}}  {{date}}  {{A}} c. {{B}}  [{{status}}]  {{result}}',
  empty: 'vide', won: '{{manches}}, {{team}} gagne', damaged: 'illisible', progress: 'en cours',
  manches: '{{prefix}} : manches {{manches}}', at: '{{prefix}} : manches {{manches}}, donne {{deal}} à {{stage}}, {{A}}-{{B}}',
  players: 'joueurs : {{players}}   règles : {{rules}}',
  deal: '  donne {{n}} (manche {{m}}, esku : {{seat}}) : {{before}} -> {{after}}', mancheTo: ', manche pour {{team}}',
  now: '  maintenant : donne {{n}}, manche {{m}}, à {{stage}}, score {{A}}-{{B}}',
  opened: '{{path}} : {{records}} enregistrements, {{valid}} octets valides sur {{total}}, {{mode}}',
  mode: { write: 'ouvert en écriture', readOnly: 'en lecture seule', healthy: 'sain, ouvert en lecture' },
  warning: 'avertissement : {{w}}', problem: 'problème : {{code}} : {{message}} — {{sentence}}',
  exportWarning: 'mus library export : avertissement : {{w}}', exported: '{{id}} exportée dans {{file}}',
  leftOut: 'mus library export : la partie n’est pas finie : la donne {{n}} (manche {{m}}, à {{stage}}, {{actions}} actions saisies) est laissée de côté, le fichier contient les {{deals}} donnes finies ; importée, la partie reprend au début de la donne {{n}} (ses actions saisies à nouveau), ou exportez une fois la donne finie',
  refused_one: 'mus library import : {{file}} : {{count}} problème, rien n’est importé',
  refused_other: 'mus library import : {{file}} : {{count}} problèmes, rien n’est importé',
  imported: 'importée sous {{id}}',
  notDeleted: 'pas supprimée : pour supprimer cette partie, lancez\n  mus library delete {{id}} --confirm {{token}}',
  deleted: '{{id}} supprimée (déplacée vers {{to}})',
  skipped: 'mus library standings : {{id}} non comptée : {{why}}',
  counted_one: '{{count}} partie finie', counted_other: '{{count}} parties finies',
  cols: { rank: 'rang', team: 'équipe', matches: 'parties', victories: 'victoires', manches: 'manches', points: 'points' },
  written: 'classement écrit dans {{file}}',
  noUnfinished: 'aucune partie en cours',
  recovered_one: '{{id}} : {{state}}{{at}} ({{count}} enregistrement)', recovered_other: '{{id}} : {{state}}{{at}} ({{count}} enregistrements)',
  ready: 'prête à reprendre', readOnly: 'LECTURE SEULE', recoverAt: ' à la donne {{deal}}, manche {{manche}}, {{stage}}, {{A}}-{{B}}',
};

const es: Words = {
  none: 'ninguna partida encontrada en {{dir}}',
  row: '{{id}}  {{date}}  {{A}} c. {{B}}  [{{status}}]  {{result}}',
  empty: 'vacía', won: '{{manches}}, gana {{team}}', damaged: 'ilegible', progress: 'en curso',
  manches: '{{prefix}}: chicos {{manches}}', at: '{{prefix}}: chicos {{manches}}, reparto {{deal}} en {{stage}}, {{A}}-{{B}}',
  players: 'jugadores: {{players}}   reglas: {{rules}}',
  deal: '  reparto {{n}} (chico {{m}}, mano: {{seat}}): {{before}} -> {{after}}', mancheTo: ', chico para {{team}}',
  now: '  ahora: reparto {{n}}, chico {{m}}, en {{stage}}, tanteo {{A}}-{{B}}',
  opened: '{{path}}: {{records}} registros, {{valid}} de {{total}} bytes válidos, {{mode}}',
  mode: { write: 'abierto para escribir', readOnly: 'solo lectura', healthy: 'sano, abierto para leer' },
  warning: 'aviso: {{w}}', problem: 'problema: {{code}}: {{message}} — {{sentence}}',
  exportWarning: 'mus library export: aviso: {{w}}', exported: '{{id}} exportada a {{file}}',
  leftOut: 'mus library export: la partida no ha terminado: el reparto {{n}} (chico {{m}}, en {{stage}}, {{actions}} acciones anotadas) queda fuera, el archivo tiene los {{deals}} repartos terminados; importada, la partida sigue desde el principio del reparto {{n}} (sus acciones anotadas de nuevo), o exporte cuando el reparto haya terminado',
  refused_one: 'mus library import: {{file}}: {{count}} problema, no se importa nada',
  refused_other: 'mus library import: {{file}}: {{count}} problemas, no se importa nada',
  imported: 'importada como {{id}}',
  notDeleted: 'no borrada: para borrar esta partida, ejecute\n  mus library delete {{id}} --confirm {{token}}',
  deleted: '{{id}} borrada (movida a {{to}})',
  skipped: 'mus library standings: {{id}} no cuenta: {{why}}',
  counted_one: '{{count}} partida terminada', counted_other: '{{count}} partidas terminadas',
  cols: { rank: 'puesto', team: 'pareja', matches: 'partidas', victories: 'victorias', manches: 'chicos', points: 'piedras' },
  written: 'clasificación escrita en {{file}}',
  noUnfinished: 'ninguna partida sin terminar',
  recovered_one: '{{id}}: {{state}}{{at}} ({{count}} registro)', recovered_other: '{{id}}: {{state}}{{at}} ({{count}} registros)',
  ready: 'lista para seguir', readOnly: 'SOLO LECTURA', recoverAt: ' en el reparto {{deal}}, chico {{manche}}, {{stage}}, {{A}}-{{B}}',
};

const eu: Words = {
  none: 'ez da partidarik aurkitu hemen: {{dir}}',
  row: '{{id}}  {{date}}  {{A}} - {{B}}  [{{status}}]  {{result}}',
  empty: 'hutsa', won: '{{manches}}, {{team}} irabazle', damaged: 'irakurtezina', progress: 'abian',
  manches: '{{prefix}}: partidak {{manches}}', at: '{{prefix}}: partidak {{manches}}, {{deal}}. eskua, {{stage}}, {{A}}-{{B}}',
  players: 'jokalariak: {{players}}   arauak: {{rules}}',
  deal: '  {{n}}. eskua ({{m}}. partida, esku: {{seat}}): {{before}} -> {{after}}', mancheTo: ', partida {{team}} taldearentzat',
  now: '  orain: {{n}}. eskua, {{m}}. partida, {{stage}}, {{A}}-{{B}}',
  opened: '{{path}}: {{records}} erregistro, {{total}} bytetik {{valid}} baliozko, {{mode}}',
  mode: { write: 'idazteko irekia', readOnly: 'irakurtzeko soilik', healthy: 'osasuntsu, irakurtzeko irekia' },
  warning: 'abisua: {{w}}', problem: 'arazoa: {{code}}: {{message}} — {{sentence}}',
  exportWarning: 'mus library export: abisua: {{w}}', exported: '{{id}} esportatua hona: {{file}}',
  leftOut: 'mus library export: jokoa ez da bukatu: {{n}}. eskua ({{m}}. partida, {{stage}}, {{actions}} ekintza sartuak) kanpoan utzi da, fitxategiak bukatutako {{deals}} eskuak ditu; inportatuta, jokoak {{n}}. eskuaren hasieratik jarraitzen du (haren ekintzak berriz sartuz), edo esportatu eskua bukatzean',
  refused_one: 'mus library import: {{file}}: {{count}} arazo, ez da ezer inportatu',
  refused_other: 'mus library import: {{file}}: {{count}} arazo, ez da ezer inportatu',
  imported: 'inportatua: {{id}}',
  notDeleted: 'ez da ezabatu: partida hau ezabatzeko, exekutatu\n  mus library delete {{id}} --confirm {{token}}',
  deleted: '{{id}} ezabatua (hona eramana: {{to}})',
  skipped: 'mus library standings: {{id}} ez da kontatzen: {{why}}',
  counted_one: '{{count}} partida bukatua', counted_other: '{{count}} partida bukatu',
  cols: { rank: 'postua', team: 'taldea', matches: 'jokatuak', victories: 'garaipenak', manches: 'partidak', points: 'tantoak' },
  written: 'sailkapena hemen idatzia: {{file}}',
  noUnfinished: 'ez dago partida bukatu gaberik',
  recovered_one: '{{id}}: {{state}}{{at}} ({{count}} erregistro)', recovered_other: '{{id}}: {{state}}{{at}} ({{count}} erregistro)',
  ready: 'berriz hasteko prest', readOnly: 'IRAKURTZEKO SOILIK', recoverAt: ', {{deal}}. eskua, {{manche}}. partida, {{stage}}, {{A}}-{{B}}',
};

/** `mus library`'s words in a language (memoised: the same key and parameters give the same text). */
export const libraryT: (lang: Lang) => TextOf = namespaceT('libcli', { en, fr, es, eu });

const date = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/**
 * The result column of a match's line: manches and the winner once won, `empty`, or where it stands
 * (in English, word for word `resultText` of shared/library/summary.ts).
 */
export function summaryResult(s: MatchSummary, lang: Lang): string {
  const t = libraryT(lang);
  if (s.status === 'empty') return t('empty');
  const manches = `${s.manchesWon.A}-${s.manchesWon.B}`;
  if (s.winner) return t('won', { manches, team: s.winner === 'A' ? s.teams.A : s.teams.B });
  const prefix = t(s.status === 'damaged' ? 'damaged' : 'progress');
  return s.current
    ? t('at', { prefix, manches, deal: s.current.deal + 1, stage: s.current.stage, A: s.score.A, B: s.score.B })
    : t('manches', { prefix, manches });
}

/** A match as one line of `list` (id, start date and time, teams, status token, result), in `lang`. */
export function summaryLine(s: MatchSummary, lang: Lang): string {
  return libraryT(lang)('row', { id: s.id, date: date(s.created), A: s.teams.A || '?', B: s.teams.B || '?', status: s.status, result: summaryResult(s, lang) });
}

/**
 * A problem of a journal or of the library as `mus library` prints it: `code: message`, then the
 * code's sentence in `lang` unless English (`shared/i18n/errors/`).
 */
export function codeLine(e: { code: string; message: string }, lang: Lang): string {
  return lang === 'en' ? `${e.code}: ${e.message}` : `${e.code}: ${e.message} — ${errorSentence(e.code, lang)}`;
}

/** A human report of an opened journal, in `lang`: what was recovered, its health, its warnings and problems (where the damage is). */
export function openedLines(o: OpenedJournal, lang: Lang): string[] {
  const t = libraryT(lang);
  const p = o.parsed;
  const mode = t(!o.readOnly ? 'mode.write' : o.problems.length ? 'mode.readOnly' : 'mode.healthy');
  return [
    t('opened', { path: o.path, records: p.records.length, valid: p.validBytes, total: p.totalBytes, mode }),
    ...o.warnings.map((w) => t('warning', { w })),
    ...o.problems.map((x) => problemLine(x, lang)),
  ];
}

/** `problem: code: message` (and the code's sentence unless English). */
export function problemLine(x: { code: string; message: string }, lang: Lang): string {
  return libraryT(lang)('problem', { code: x.code, message: x.message, sentence: errorSentence(x.code, lang) });
}

/**
 * The club standings (FFMus art. 2) as a text table in `lang`: the count of finished matches, then
 * rank, team (31 characters at most), matches, victories, manches won, points in lost manches. Each
 * column is as wide as in English, or as its header in `lang` when that is longer.
 */
export function standingsTable(st: ClubStandings, lang: Lang): string {
  const t = libraryT(lang);
  const h = (k: string) => t(`cols.${k}`);
  const [wr, wt] = [Math.max(5, h('rank').length + 1), Math.max(32, h('team').length + 1)];
  const widths = ([['matches', 7], ['victories', 9], ['manches', 7], ['points', 6]] as const).map(([k, min]) => Math.max(min, h(k).length));
  const row = (rank: string, team: string, cells: readonly (string | number)[]) =>
    `${rank.padEnd(wr)}${team.padEnd(wt)}${cells.map((x, i) => String(x).padStart(widths[i] ?? 0)).join('  ')}\n`;
  let text = `${t('counted', { count: st.counted.length })}\n${row(h('rank'), h('team'), [h('matches'), h('victories'), h('manches'), h('points')])}`;
  for (const r of st.rows) text += row(String(r.rank), r.name.slice(0, 31), [r.matches, r.victories, r.manchesWon, r.pointsInLostManches]);
  return text;
}
