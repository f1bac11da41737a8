/**
 * Texts of typing the hands shown (`showdown.*`), loaded with the showdown's entry
 * (`ShowdownEntry.tsx`, in a chunk of its own: the control page does not load them at start).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`).
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
};

/** The shape every language's texts of the showdown's entry follow. */
export type ShowdownEntryTexts = typeof fr;

const eu: ShowdownEntryTexts = {
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
};

const es: ShowdownEntryTexts = {
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
};

const en: ShowdownEntryTexts = {
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
};

registerTexts({ fr, eu, es, en });
