/**
 * Words of the command line's readable output, in the app's four languages (i18next namespace `cli`).
 * A seat (`{{seat}}`, `{{seats}}`) comes named as the screens name it (`seatText` of shared/i18n).
 */
import { ledgerI18n, memoT, type Lang, type TextOf } from '../../shared/i18n/index.js';
import { formatOf, workedExampleFormat } from '../../shared/format/worked-example.js';

const en = {
  deal: 'Deal', esku: 'esku: {{seat}}', before: 'before', after: 'after',
  cols: { n: '#', team: 'team', pts: 'pts', phase: 'phase', when: 'when', rule: 'rule', reason: 'reason', score: 'score A-B', table: 'at the table' },
  when: { dialogue: 'dialogue', showdown: 'showdown' },
  notCounted: 'not counted: the manche was already won',
  decisive: 'The {{target}}th point fell on credit #{{n}} (team {{team}}, {{phase}}).',
  manche: 'Manche won by team {{team}}.', noManche: 'No manche won in this deal.',
  errors: 'Announcement errors found:', out: 'Out of the deal after a misdeal: {{seats}}',
  end: { ordago: 'The deal ended on an accepted hordago.', dialogue: 'The deal ended during the dialogue (manche won on a tira).', showdown: '' },
  match: 'Match', mancheN: 'Manche {{n}}: won by {{team}} {{A}}-{{B}} (after deal {{deals}})',
  matchWon: 'Match won by team {{team}} ({{name}}), manches {{A}}-{{B}}.', matchOpen: 'Match not finished: manches {{A}}-{{B}}, current manche {{sA}}-{{sB}}.',
  standings: 'FFMus art. 2 standings: {{team}} {{name}}: {{v}} victory, {{m}} manches won, {{p}} points in lost manches',
  problems_one: '{{file}}: {{count}} problem', problems_other: '{{file}}: {{count}} problems',
  example: '{{file}}: a worked example: its {{format}} record is the object under "record" (its expected result under "expect"); save that object as a file of its own to settle, replay, check or import it',
  inFile: 'in the file: {{value}}',
  other: { 'mus-deal/1': '{{file}}: this is a deal: mus settle {{file}}', 'mus-match/1': '{{file}}: this is a match: mus replay {{file}}', 'mus-tournament/1': '{{file}}: this is a tournament night: mus tournament check {{file}}' },
};
type CliMessages = typeof en;
const fr: CliMessages = {
  deal: 'Donne', esku: 'esku : {{seat}}', before: 'avant', after: 'après',
  cols: { n: 'n°', team: 'équipe', pts: 'pts', phase: 'phase', when: 'moment', rule: 'règle', reason: 'raison', score: 'score A-B', table: 'à la table' },
  when: { dialogue: 'dialogue', showdown: 'décompte' },
  notCounted: 'non compté : la manche était déjà gagnée',
  decisive: 'Le {{target}}e point est tombé sur le crédit n°{{n}} (équipe {{team}}, {{phase}}).',
  manche: 'Manche gagnée par l’équipe {{team}}.', noManche: 'Pas de manche gagnée dans cette donne.',
  errors: 'Erreurs d’annonce relevées :', out: 'Hors jeu après une erreur de distribution : {{seats}}',
  end: { ordago: 'La donne s’est terminée sur un hordago kanta.', dialogue: 'La donne s’est terminée pendant le dialogue (manche gagnée sur un tira).', showdown: '' },
  match: 'Partie', mancheN: 'Manche {{n}} : gagnée par {{team}} {{A}}-{{B}} (après la donne {{deals}})',
  matchWon: 'Partie gagnée par l’équipe {{team}} ({{name}}), manches {{A}}-{{B}}.', matchOpen: 'Partie en cours : manches {{A}}-{{B}}, manche en cours {{sA}}-{{sB}}.',
  standings: 'Classement FFMus art. 2 : {{team}} {{name}} : {{v}} victoire, {{m}} manches gagnées, {{p}} points dans les manches perdues',
  problems_one: '{{file}} : {{count}} problème', problems_other: '{{file}} : {{count}} problèmes',
  example: '{{file}} : c’est un exemple commenté : son enregistrement {{format}} est l’objet sous « record » (le résultat attendu sous « expect ») ; enregistrez cet objet seul dans un fichier pour le régler, le rejouer, le vérifier ou l’importer',
  inFile: 'dans le fichier : {{value}}',
  other: { 'mus-deal/1': '{{file}} : c’est une donne : mus settle {{file}}', 'mus-match/1': '{{file}} : c’est une partie : mus replay {{file}}', 'mus-tournament/1': '{{file}} : c’est une soirée de tournoi : mus tournament check {{file}}' },
};
const es: CliMessages = {
  deal: 'Reparto', esku: 'mano: {{seat}}', before: 'antes', after: 'después',
  cols: { n: 'n.º', team: 'pareja', pts: 'pts', phase: 'lance', when: 'cuándo', rule: 'regla', reason: 'motivo', score: 'tanteo A-B', table: 'en la mesa' },
  when: { dialogue: 'envites', showdown: 'recuento' },
  notCounted: 'no cuenta: el chico ya estaba ganado',
  decisive: 'La piedra {{target}} cayó en el apunte n.º {{n}} (pareja {{team}}, {{phase}}).',
  manche: 'Chico ganado por la pareja {{team}}.', noManche: 'Nadie gana el chico en este reparto.',
  errors: 'Errores de declaración:', out: 'Fuera del reparto por cartas mal dadas: {{seats}}',
  end: { ordago: 'El reparto terminó con un órdago querido.', dialogue: 'El reparto terminó en los envites (chico ganado con un no quiero).', showdown: '' },
  match: 'Partida', mancheN: 'Chico {{n}}: para {{team}} {{A}}-{{B}} (tras el reparto {{deals}})',
  matchWon: 'Partida para la pareja {{team}} ({{name}}), chicos {{A}}-{{B}}.', matchOpen: 'Partida en curso: chicos {{A}}-{{B}}, chico actual {{sA}}-{{sB}}.',
  standings: 'Clasificación FFMus art. 2: {{team}} {{name}}: {{v}} victoria, {{m}} chicos ganados, {{p}} piedras en chicos perdidos',
  problems_one: '{{file}}: {{count}} problema', problems_other: '{{file}}: {{count}} problemas',
  example: '{{file}}: es un ejemplo comentado: su registro {{format}} es el objeto bajo «record» (el resultado esperado bajo «expect»); guarde ese objeto solo en un archivo para contarlo, reproducirlo, comprobarlo o importarlo',
  inFile: 'en el archivo: {{value}}',
  other: { 'mus-deal/1': '{{file}}: es un reparto: mus settle {{file}}', 'mus-match/1': '{{file}}: es una partida: mus replay {{file}}', 'mus-tournament/1': '{{file}}: es una noche de torneo: mus tournament check {{file}}' },
};
const eu: CliMessages = {
  deal: 'Eskua', esku: 'esku: {{seat}}', before: 'aurretik', after: 'ondoren',
  cols: { n: 'zk.', team: 'taldea', pts: 'pt', phase: 'jokaldia', when: 'noiz', rule: 'araua', reason: 'zergatia', score: 'A-B', table: 'mahaian' },
  when: { dialogue: 'elkarrizketa', showdown: 'kontaketa' },
  notCounted: 'ez da kontatzen: partida irabazita zegoen',
  decisive: '{{target}}. tantoa {{n}}. kredituan erori zen ({{team}} taldea, {{phase}}).',
  manche: '{{team}} taldeak partida irabazi du.', noManche: 'Esku honetan ez da partidarik irabazi.',
  errors: 'Iragarpen akatsak:', out: 'Kanpoan banaketa akatsagatik: {{seats}}',
  end: { ordago: 'Eskua hordago kanta batekin amaitu zen.', dialogue: 'Eskua elkarrizketan amaitu zen (tira batekin irabazita).', showdown: '' },
  match: 'Partida', mancheN: '{{n}}. partida: {{team}} {{A}}-{{B}} ({{deals}}. eskuaren ondoren)',
  matchWon: '{{team}} taldeak ({{name}}) irabazi du, {{A}}-{{B}}.', matchOpen: 'Partida martxan: {{A}}-{{B}}, oraingoa {{sA}}-{{sB}}.',
  standings: 'FFMus 2. art. sailkapena: {{team}} {{name}}: {{v}} garaipen, {{m}} partida irabazi, {{p}} tanto galdutakoetan',
  problems_one: '{{file}}: {{count}} arazo', problems_other: '{{file}}: {{count}} arazo',
  example: '{{file}}: adibide azaldu bat da: bere {{format}} erregistroa «record» azpiko objektua da (espero den emaitza «expect» azpian); gorde objektu hori bakarrik fitxategi batean kontatzeko, berriz jokatzeko, egiaztatzeko edo inportatzeko',
  inFile: 'fitxategian: {{value}}',
  other: { 'mus-deal/1': '{{file}}: esku bat da: mus settle {{file}}', 'mus-match/1': '{{file}}: partida bat da: mus replay {{file}}', 'mus-tournament/1': '{{file}}: txapelketa gau bat da: mus tournament check {{file}}' },
};

/**
 * A translator of the command line's words for a namespace of the ledger's i18next instance: the four
 * languages' bundles registered on first use, then memoised (the same key and parameters give the
 * same text). Plurals by i18next's `count` (`_one`, `_other`).
 */
export function namespaceT(ns: string, bundles: Record<Lang, object>): (lang: Lang) => TextOf {
  let added = false;
  return (lang) => memoT(`${ns}:${lang}`, () => {
    const i = ledgerI18n();
    if (!added) {
      for (const l of Object.keys(bundles) as Lang[]) i.addResourceBundle(l, ns, bundles[l]);
      added = true;
    }
    return i.getFixedT(lang, ns);
  }, (key) => ledgerI18n().getResource(lang, ns, key));
}

/** The command line's words in a language (memoised: the same key and parameters give the same text). */
export const cliT: (lang: Lang) => TextOf = namespaceT('cli', { en, fr, es, eu });

/**
 * When a file is of a format this command does not read (a match given to `settle`, a tournament
 * night to `check`…), the command that reads it, as a line in `lang`; when it is a worked example
 * (`{"record": …, "expect": …}`, no `format` of its own), where its record is; else nothing.
 */
export function otherCommand(file: string, json: unknown, reads: readonly string[], lang: Lang): string[] {
  const f = formatOf(json);
  if (f === undefined) {
    // a worked example (`{record, expect}`, as `test/fixtures/match-ffmus-full.json`): where its record is
    const inner = workedExampleFormat(json);
    return inner !== null ? [cliT(lang)('example', { file, format: inner })] : [];
  }
  if (typeof f !== 'string' || reads.includes(f) || !KNOWN.includes(f)) return [];
  return [cliT(lang)(`other.${f}`, { file })];
}

/** The formats a `mus` command reads. */
const KNOWN: readonly unknown[] = ['mus-deal/1', 'mus-match/1', 'mus-tournament/1'];
