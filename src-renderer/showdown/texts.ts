/**
 * Texts of the count of the deal (`count.*`: the history, the judge and the room display say them
 * too). Typing the hands shown (`showdown.*`) has its own, `texts-entry.ts`, loaded with the
 * showdown's entry in its chunk.
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  count: {
    title: 'Décompte de la donne {{n}}',
    end: { showdown: 'abattage', ordago: 'hordago kanta', dialogue: 'gagnée pendant le dialogue' },
    from: 'Score :',
    mancheWon: 'manche gagnée par {{team}} ({{name}})',
    errors: 'Erreurs d’annonce',
    errorKind: { 'false-ba': 'ba sans avoir', denied: 'ez en ayant' },
    ledger: 'Crédits dans l’ordre du décompte',
    phase: 'Coup',
    team: 'Équipe',
    points: 'Points',
    reason: 'Règle et raison',
    after: 'Score après',
    exchange: 'À la table',
    when: { dialogue: 'dialogue', showdown: 'abattage' },
    decisive: '{{n}}e point',
    notCounted: 'Non comptés (la manche était déjà gagnée)',
    notCountedShort: 'non compté',
    next: 'Donne suivante (esku : {{name}})',
    close: 'Fermer le décompte',
  },
};

/** The shape every language's texts of this feature follow. */
export type ShowdownTexts = typeof fr;

const eu: ShowdownTexts = {
  count: {
    title: '{{n}}. eskuaren kontaketa',
    end: { showdown: 'kartak agerian', ordago: 'hordago kanta', dialogue: 'elkarrizketan irabazia' },
    from: 'Tanteoa:',
    mancheWon: '{{team}} taldeak ({{name}}) partida irabazi du',
    errors: 'Iragarpen akatsak',
    errorKind: { 'false-ba': 'ba eduki gabe', denied: 'ez edukita' },
    ledger: 'Tantoak kontaketaren ordenan',
    phase: 'Jokaldia',
    team: 'Taldea',
    points: 'Tantoak',
    reason: 'Araua eta arrazoia',
    after: 'Ondorengo tanteoa',
    exchange: 'Mahaian',
    when: { dialogue: 'elkarrizketa', showdown: 'kontaketa' },
    decisive: '{{n}}. tantoa',
    notCounted: 'Kontatu gabeak (partida irabazita zegoen)',
    notCountedShort: 'kontatu gabe',
    next: 'Hurrengo eskua (esku: {{name}})',
    close: 'Kontaketa itxi',
  },
};

const es: ShowdownTexts = {
  count: {
    title: 'Cuenta del reparto {{n}}',
    end: { showdown: 'se enseñan las cartas', ordago: 'órdago querido', dialogue: 'ganada durante los envites' },
    from: 'Tanteo:',
    mancheWon: 'chico para {{team}} ({{name}})',
    errors: 'Errores al declarar',
    errorKind: { 'false-ba': 'dijo sí sin tener', denied: 'dijo no teniendo' },
    ledger: 'Piedras en el orden de la cuenta',
    phase: 'Lance',
    team: 'Pareja',
    points: 'Piedras',
    reason: 'Regla y razón',
    after: 'Tanteo después',
    exchange: 'En la mesa',
    when: { dialogue: 'envites', showdown: 'cuenta' },
    decisive: 'piedra {{n}}',
    notCounted: 'No contado (el chico ya estaba ganado)',
    notCountedShort: 'no contado',
    next: 'Reparto siguiente (mano: {{name}})',
    close: 'Cerrar la cuenta',
  },
};

const en: ShowdownTexts = {
  count: {
    title: 'Count of deal {{n}}',
    end: { showdown: 'showdown', ordago: 'hordago seen', dialogue: 'won during the dialogue' },
    from: 'Score:',
    mancheWon: 'manche won by {{team}} ({{name}})',
    errors: 'Announcement errors',
    errorKind: { 'false-ba': 'ba without holding', denied: 'ez while holding' },
    ledger: 'Credits in counting order',
    phase: 'Phase',
    team: 'Team',
    points: 'Points',
    reason: 'Rule and reason',
    after: 'Score after',
    exchange: 'At the table',
    when: { dialogue: 'dialogue', showdown: 'showdown' },
    decisive: 'point {{n}}',
    notCounted: 'Not counted (the manche was already won)',
    notCountedShort: 'not counted',
    next: 'Next deal (esku: {{name}})',
    close: 'Close the count',
  },
};

registerTexts({ fr, eu, es, en });
