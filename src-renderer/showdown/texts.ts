/**
 * Texts of the showdown: typing the hands shown (`showdown.*`) and the count of the deal
 * (`count.*`).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  showdown: {
    title: 'Abattage : les mains',
    hint: 'Touches 1-7, s c r (ou 0 - =) pour sota, caballo, rey ; Retour arrière corrige ; Entrée compte.',
    cards: 'Cartes',
    fixCard: '{{name}}, carte {{n}} : {{card}} (corriger)',
    emptySlot: '{{name}}, carte {{n}} : pas encore tapée',
    cardsOf: '{{name}} : {{cards}}',
    count: 'Compter',
    suitAsk: 'Quelle est la couleur de la sota de {{name}} (carte {{n}}) ?',
    suitWhy: 'Elle décide le jeu : avec la sota d’oros, 7-7-7 + sota est le juego real et bat les autres 31.',
  },
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
  showdown: {
    title: 'Kartak agerian: eskuak',
    hint: '1-7 teklak, s c r (edo 0 - =) txanka, zaldia, erregea; Atzera zuzentzeko; Sartu zenbatzeko.',
    cards: 'Kartak',
    fixCard: '{{name}}, {{n}}. karta: {{card}} (zuzendu)',
    emptySlot: '{{name}}, {{n}}. karta: oraindik idatzi gabe',
    cardsOf: '{{name}}: {{cards}}',
    count: 'Zenbatu',
    suitAsk: 'Zein da txanka honen paloa: {{name}}, {{n}}. karta?',
    suitWhy: 'Jokoa erabakitzen du: urreko txankarekin, 7-7-7 + txanka joko erreala da eta beste 31ak irabazten ditu.',
  },
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
  showdown: {
    title: 'Las manos',
    hint: 'Teclas 1-7, s c r (o 0 - =) para sota, caballo, rey; Retroceso corrige; Intro cuenta.',
    cards: 'Cartas',
    fixCard: '{{name}}, carta {{n}}: {{card}} (corregir)',
    emptySlot: '{{name}}, carta {{n}}: aún sin teclear',
    cardsOf: '{{name}}: {{cards}}',
    count: 'Contar',
    suitAsk: '¿De qué palo es la sota de {{name}} (carta {{n}})?',
    suitWhy: 'Decide el juego: con la sota de oros, 7-7-7 + sota es juego real y gana a los demás 31.',
  },
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
  showdown: {
    title: 'Showdown: the hands',
    hint: 'Keys 1-7, s c r (or 0 - =) for sota, caballo, rey; Backspace corrects; Enter counts.',
    cards: 'Cards',
    fixCard: '{{name}}, card {{n}}: {{card}} (correct it)',
    emptySlot: '{{name}}, card {{n}}: not typed yet',
    cardsOf: '{{name}}: {{cards}}',
    count: 'Count',
    suitAsk: 'What suit is the sota of {{name}} (card {{n}})?',
    suitWhy: 'It decides the juego: with the sota of oros, 7-7-7 + sota is the Juego Real and beats every other 31.',
  },
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
