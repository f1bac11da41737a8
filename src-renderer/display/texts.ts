/**
 * Texts of the room display (`display.*`) and of the moments it announces to the room (`moment.*`).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads (`registerTexts`): the feature's components import it.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  display: {
    title: 'Écran de salle',
    waiting: 'En attente de la table…',
    offline: 'Connexion à la table perdue : le score affiché peut avoir changé. Nouvel essai…',
    fullscreen: 'Plein écran',
    lastSettlement: 'Dernière donne',
    winner: 'Partie gagnée par l’équipe {{team}}',
    phones: 'Téléphones aux places',
    scan: 'QR code de la place de {{name}}',
    handIn: 'main montrée',
    handWaiting: 'main attendue',
  },
  speech: {
    toggle: 'Annonces vocales',
    volume: 'Volume des annonces',
    noVoice: 'aucune voix pour cette langue sur cet appareil',
    unsupported: 'pas de synthèse vocale dans ce navigateur',
  },
  say: {
    hordago: 'Hordago ! {{name}}, équipe {{team}}, à {{phase}}.',
    biakHordago: 'Biak hordago ! {{name}}, équipe {{team}}, à {{phase}}.',
    kanta: 'Kanta ! {{name}}, équipe {{team}}, tient le hordago à {{phase}}.',
    tira_one: 'Tira : {{count}} point pour l’équipe {{team}}.',
    tira_other: 'Tira : {{count}} points pour l’équipe {{team}}.',
    error: 'Erreur d’annonce de {{name}}, équipe {{team}} : {{what}}.',
    cost_one: '{{count}} point pour l’équipe {{team}}.',
    cost_other: '{{count}} points pour l’équipe {{team}}.',
    manche: 'Manche à l’équipe {{team}}, {{name}}, {{won}} à {{lost}}.',
    match_one: 'Partie gagnée par l’équipe {{team}}, {{name}}, {{count}} manche à {{lost}}.',
    match_other: 'Partie gagnée par l’équipe {{team}}, {{name}}, {{count}} manches à {{lost}}.',
  },
  moment: {
    hordago: 'HORDAGO !',
    biakHordago: 'BIAK HORDAGO !',
    hordagoBy: '{{name}} ({{team}}) engage la manche sur {{phase}}',
    kanta: 'KANTA !',
    kantaBy: '{{name}} ({{team}}) tient le hordago : le meilleur {{phase}} gagne la manche',
    tira: 'Tira : {{team}} +{{points}} {{phase}}',
    error: 'Erreur d’annonce : {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Manche à {{team}} !',
    match: 'Partie gagnée par {{team}} !',
    manches: 'Manches {{A}} – {{B}}',
  },
};

/** The shape every language's texts of this feature follow. */
export type DisplayTexts = typeof fr;

const eu: DisplayTexts = {
  display: {
    title: 'Aretoko pantaila',
    waiting: 'Mahaiaren zain…',
    offline: 'Mahaiarekiko konexioa galdu da: erakutsitako puntuazioa alda zitekeen. Berriro saiatzen…',
    fullscreen: 'Pantaila osoa',
    lastSettlement: 'Azken eskua',
    winner: '{{team}} taldeak irabazi du jokoa',
    phones: 'Telefonoak lekuetan',
    scan: '{{name}}(r)en lekuaren QR kodea',
    handIn: 'eskua erakutsia',
    handWaiting: 'eskuaren zain',
  },
  speech: {
    toggle: 'Ahozko iragarpenak',
    volume: 'Iragarpenen bolumena',
    noVoice: 'ez dago hizkuntza honetako ahotsik gailu honetan',
    unsupported: 'nabigatzaile honek ez du ahots sintesirik',
  },
  say: {
    hordago: 'Hordago! {{name}}, {{team}} taldea, {{phase}}.',
    biakHordago: 'Biak hordago! {{name}}, {{team}} taldea, {{phase}}.',
    kanta: 'Kanta! {{name}}, {{team}} taldea, hordagoa onartu du, {{phase}}.',
    tira_one: 'Tira: tanto {{count}} {{team}} taldearentzat.',
    tira_other: 'Tira: {{count}} tanto {{team}} taldearentzat.',
    error: 'Iragarpen akatsa, {{name}}, {{team}} taldea: {{what}}.',
    cost_one: 'Tanto {{count}} {{team}} taldearentzat.',
    cost_other: '{{count}} tanto {{team}} taldearentzat.',
    manche: 'Partida {{team}} taldearentzat, {{name}}, {{won}} eta {{lost}}.',
    match_one: '{{team}} taldeak irabazi du jokoa, {{name}}, partida {{count}} eta {{lost}}.',
    match_other: '{{team}} taldeak irabazi du jokoa, {{name}}, {{count}} partida eta {{lost}}.',
  },
  moment: {
    hordago: 'HORDAGO!',
    biakHordago: 'BIAK HORDAGO!',
    hordagoBy: '{{name}} ({{team}}): partida {{phase}}n jokatzen du',
    kanta: 'KANTA!',
    kantaBy: '{{name}} ({{team}}): hordagoa onartu du; {{phase}} onenak irabazten du partida',
    tira: 'Tira: {{team}} +{{points}} {{phase}}',
    error: 'Iragarpen akatsa: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Partida {{team}} taldearentzat!',
    match: '{{team}} taldeak irabazi du jokoa!',
    manches: 'Partidak {{A}} – {{B}}',
  },
};

const es: DisplayTexts = {
  display: {
    title: 'Pantalla de sala',
    waiting: 'Esperando a la mesa…',
    offline: 'Conexión con la mesa perdida: el tanteo mostrado puede haber cambiado. Reintentando…',
    fullscreen: 'Pantalla completa',
    lastSettlement: 'Última mano',
    winner: 'Partida ganada por el equipo {{team}}',
    phones: 'Teléfonos en los sitios',
    scan: 'Código QR del sitio de {{name}}',
    handIn: 'mano enseñada',
    handWaiting: 'mano pendiente',
  },
  speech: {
    toggle: 'Anuncios por voz',
    volume: 'Volumen de los anuncios',
    noVoice: 'no hay voz para este idioma en este equipo',
    unsupported: 'este navegador no tiene síntesis de voz',
  },
  say: {
    hordago: '¡Órdago! {{name}}, equipo {{team}}, a {{phase}}.',
    biakHordago: '¡Órdago a las dos! {{name}}, equipo {{team}}, a {{phase}}.',
    kanta: '¡Quiero! {{name}}, equipo {{team}}, quiere el órdago a {{phase}}.',
    tira_one: 'No quiero: {{count}} tanto para el equipo {{team}}.',
    tira_other: 'No quiero: {{count}} tantos para el equipo {{team}}.',
    error: 'Error de declaración de {{name}}, equipo {{team}}: {{what}}.',
    cost_one: '{{count}} tanto para el equipo {{team}}.',
    cost_other: '{{count}} tantos para el equipo {{team}}.',
    manche: 'Chico para el equipo {{team}}, {{name}}, {{won}} a {{lost}}.',
    match_one: 'Partida ganada por el equipo {{team}}, {{name}}, {{count}} chico a {{lost}}.',
    match_other: 'Partida ganada por el equipo {{team}}, {{name}}, {{count}} chicos a {{lost}}.',
  },
  moment: {
    hordago: '¡ÓRDAGO!',
    biakHordago: '¡ÓRDAGO A LAS DOS!',
    hordagoBy: '{{name}} ({{team}}) se juega el chico a {{phase}}',
    kanta: '¡QUIERO!',
    kantaBy: '{{name}} ({{team}}) quiere el órdago: gana el chico la mejor {{phase}}',
    tira: 'No quiero: {{team}} +{{points}} {{phase}}',
    error: 'Error de declaración: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: '¡Chico para {{team}}!',
    match: '¡Partida ganada por {{team}}!',
    manches: 'Chicos {{A}} – {{B}}',
  },
};

const en: DisplayTexts = {
  display: {
    title: 'Room display',
    waiting: 'Waiting for the table…',
    offline: 'Connection to the table lost: the score shown may have changed. Trying again…',
    fullscreen: 'Fullscreen',
    lastSettlement: 'Last deal',
    winner: 'Match won by team {{team}}',
    phones: 'Phones at the seats',
    scan: 'QR code of {{name}}\'s seat',
    handIn: 'hand in',
    handWaiting: 'hand awaited',
  },
  speech: {
    toggle: 'Spoken announcements',
    volume: 'Announcement volume',
    noVoice: 'no voice for this language on this device',
    unsupported: 'no speech synthesis in this browser',
  },
  say: {
    hordago: 'Hordago! {{name}}, team {{team}}, on {{phase}}.',
    biakHordago: 'Biak hordago! {{name}}, team {{team}}, on {{phase}}.',
    kanta: 'Kanta! {{name}}, team {{team}}, sees the hordago on {{phase}}.',
    tira_one: 'Tira: {{count}} point to team {{team}}.',
    tira_other: 'Tira: {{count}} points to team {{team}}.',
    error: 'Announcement error by {{name}}, team {{team}}: {{what}}.',
    cost_one: '{{count}} point to team {{team}}.',
    cost_other: '{{count}} points to team {{team}}.',
    manche: 'Manche to team {{team}}, {{name}}, {{won}} to {{lost}}.',
    match_one: 'Match won by team {{team}}, {{name}}, {{count}} manche to {{lost}}.',
    match_other: 'Match won by team {{team}}, {{name}}, {{count}} manches to {{lost}}.',
  },
  moment: {
    hordago: 'HORDAGO!',
    biakHordago: 'BIAK HORDAGO!',
    hordagoBy: '{{name}} ({{team}}) stakes the manche on {{phase}}',
    kanta: 'KANTA!',
    kantaBy: '{{name}} ({{team}}) sees the hordago: the best {{phase}} wins the manche',
    tira: 'Tira: {{team}} +{{points}} {{phase}}',
    error: 'Announcement error: {{name}} ({{team}})',
    cost: '{{team}} +{{points}}',
    manche: 'Manche to {{team}}!',
    match: 'Match won by {{team}}!',
    manches: 'Manches {{A}} – {{B}}',
  },
};

registerTexts({ fr, eu, es, en });
