/**
 * Texts of the "share the room display on the network" control (`share.*` in the `ui`
 * namespace): French (default), Basque, Spanish, English. Registered at module load.
 * The Basque texts want a review by a native speaker.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  share: {
    open: 'Partager l’écran sur le réseau',
    onShort: 'partagé',
    panelTitle: 'Écran de salle sur le réseau local',
    intro: 'Une TV (ou tout appareil) sur le même réseau que cet ordinateur ouvre l’écran de salle dans son navigateur. Elle ne peut rien changer à la partie.',
    port: 'Port',
    portHint: '1024 à 65535 (8740 par défaut)',
    start: 'Partager',
    restart: 'Changer de port',
    stop: 'Arrêter le partage',
    busy: 'Un instant…',
    close: 'Fermer',
    off: 'L’écran n’est pas partagé.',
    on: 'Écran partagé. Sur la TV, ouvrez :',
    others: 'Autres adresses de cet ordinateur :',
    keyed: 'Pour la TV de la salle (jamais coupée par d’autres écrans) :',
    clients_one: '{{count}} écran connecté',
    clients_other: '{{count}} écrans connectés',
    firewall: 'Si la TV n’y arrive pas : même réseau Wi-Fi, et le pare-feu doit laisser passer ce port.',
  },
};

/** The shape every language's share texts follow. */
export type ShareTexts = typeof fr;

const eu: ShareTexts = {
  share: {
    open: 'Partekatu pantaila sarean',
    onShort: 'partekatua',
    panelTitle: 'Aretoko pantaila sare lokalean',
    intro: 'Ordenagailu honen sare berean dagoen telebista batek (edo beste edozein gailuk) aretoko pantaila bere nabigatzailean irekitzen du. Ezin du partidan ezer aldatu.',
    port: 'Ataka',
    portHint: '1024tik 65535era (8740 lehenetsia)',
    start: 'Partekatu',
    restart: 'Aldatu ataka',
    stop: 'Gelditu partekatzea',
    busy: 'Itxaron…',
    close: 'Itxi',
    off: 'Pantaila ez dago partekatuta.',
    on: 'Pantaila partekatuta. Telebistan, ireki:',
    others: 'Ordenagailu honen beste helbideak:',
    keyed: 'Aretoko telebistarako (beste pantailek ez dute inoiz moztuko):',
    clients_one: 'Pantaila {{count}} konektatuta',
    clients_other: '{{count}} pantaila konektatuta',
    firewall: 'Telebistak ezin badu: Wi-Fi sare bera, eta suhesiak ataka hau onartu behar du.',
  },
};

const es: ShareTexts = {
  share: {
    open: 'Compartir la pantalla en la red',
    onShort: 'compartida',
    panelTitle: 'Pantalla de sala en la red local',
    intro: 'Una tele (o cualquier aparato) en la misma red que este ordenador abre la pantalla de sala en su navegador. No puede cambiar nada de la partida.',
    port: 'Puerto',
    portHint: 'de 1024 a 65535 (8740 por defecto)',
    start: 'Compartir',
    restart: 'Cambiar de puerto',
    stop: 'Dejar de compartir',
    busy: 'Un momento…',
    close: 'Cerrar',
    off: 'La pantalla no está compartida.',
    on: 'Pantalla compartida. En la tele, abra:',
    others: 'Otras direcciones de este ordenador:',
    keyed: 'Para la TV de la sala (nunca la cortan otras pantallas):',
    clients_one: '{{count}} pantalla conectada',
    clients_other: '{{count}} pantallas conectadas',
    firewall: 'Si la tele no lo consigue: la misma red wifi, y el cortafuegos debe dejar pasar este puerto.',
  },
};

const en: ShareTexts = {
  share: {
    open: 'Share the display on the network',
    onShort: 'shared',
    panelTitle: 'Room display on the local network',
    intro: 'A TV (or any device) on the same network as this computer opens the room display in its browser. It cannot change anything in the match.',
    port: 'Port',
    portHint: '1024 to 65535 (8740 by default)',
    start: 'Share',
    restart: 'Change port',
    stop: 'Stop sharing',
    busy: 'One moment…',
    close: 'Close',
    off: 'The display is not shared.',
    on: 'Display shared. On the TV, open:',
    others: 'Other addresses of this computer:',
    keyed: 'For the room’s TV (never cut off by other screens):',
    clients_one: '{{count}} display connected',
    clients_other: '{{count}} displays connected',
    firewall: 'If the TV cannot reach it: same Wi-Fi network, and the firewall must let this port through.',
  },
};

registerTexts({ fr, eu, es, en });
