/**
 * Texts of the button-box chip (`box.*` in the `ui` namespace; the panel's are in `texts-panel.ts`,
 * loaded with the panel), in French with the Basque table words (default), Basque, Spanish and
 * English. Registered at module load. The Basque texts want a review by a native speaker.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  box: {
    chip: 'Boîtier : {{status}}',
    chipLabel: 'Boîtier de boutons : {{status}}',
    open: 'Réglages du boîtier',
    browserShort: 'Boîtier : appli de bureau',
    browserOnly: 'Boîtier : application de bureau requise (ou npm run -s mus -- table --port CHEMIN)',
    status: {
      connected: 'connecté',
      reconnecting: 'reconnexion…',
      handshake: 'poignée de main…',
      detecting: 'recherche…',
      idle: 'en attente d’une partie',
      off: 'non connecté',
    },
    boxId: 'boîtier {{id}}',
    lastKey: 'Dernière touche',
    result: { applied: 'appliquée', refused: 'refusée', duplicate: 'doublon', dropped: 'écartée' },
    warningsShort_one: '{{count}} avertissement',
    warningsShort_other: '{{count}} avertissements',
  },
};

/** The shape every language's `box` texts of the chip follow. */
export type BoxTexts = typeof fr;

const eu: BoxTexts = {
  box: {
    chip: 'Kutxa: {{status}}',
    chipLabel: 'Botoi-kutxa: {{status}}',
    open: 'Kutxaren ezarpenak',
    browserShort: 'Kutxa: mahaigaineko aplikazioa',
    browserOnly: 'Kutxa: mahaigaineko aplikazioa behar da (edo npm run -s mus -- table --port BIDEA)',
    status: {
      connected: 'konektatua',
      reconnecting: 'berriz konektatzen…',
      handshake: 'agurra…',
      detecting: 'bilatzen…',
      idle: 'partida baten zain',
      off: 'konektatu gabe',
    },
    boxId: '{{id}} kutxa',
    lastKey: 'Azken tekla',
    result: { applied: 'onartua', refused: 'ukatua', duplicate: 'bikoiztua', dropped: 'baztertua' },
    warningsShort_one: '{{count}} abisu',
    warningsShort_other: '{{count}} abisu',
  },
};

const es: BoxTexts = {
  box: {
    chip: 'Caja: {{status}}',
    chipLabel: 'Caja de botones: {{status}}',
    open: 'Ajustes de la caja',
    browserShort: 'Caja: app de escritorio',
    browserOnly: 'Caja: requiere la aplicación de escritorio (o npm run -s mus -- table --port RUTA)',
    status: {
      connected: 'conectada',
      reconnecting: 'reconectando…',
      handshake: 'saludo…',
      detecting: 'buscando…',
      idle: 'esperando una partida',
      off: 'sin conectar',
    },
    boxId: 'caja {{id}}',
    lastKey: 'Última tecla',
    result: { applied: 'aplicada', refused: 'rechazada', duplicate: 'duplicada', dropped: 'descartada' },
    warningsShort_one: '{{count}} aviso',
    warningsShort_other: '{{count}} avisos',
  },
};

const en: BoxTexts = {
  box: {
    chip: 'Box: {{status}}',
    chipLabel: 'Button box: {{status}}',
    open: 'Box settings',
    browserShort: 'Box: desktop app',
    browserOnly: 'Box: needs the desktop app (or npm run -s mus -- table --port PATH)',
    status: {
      connected: 'connected',
      reconnecting: 'reconnecting…',
      handshake: 'handshake…',
      detecting: 'detecting…',
      idle: 'waiting for a match',
      off: 'off',
    },
    boxId: 'box {{id}}',
    lastKey: 'Last key',
    result: { applied: 'applied', refused: 'refused', duplicate: 'duplicate', dropped: 'dropped' },
    warningsShort_one: '{{count}} warning',
    warningsShort_other: '{{count}} warnings',
  },
};

registerTexts({ fr, eu, es, en });
