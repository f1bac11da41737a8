/**
 * The tournament texts the bar needs at start (`tournament.open`, the button that opens the
 * Tournoi screen, and `tournament.link.*`, the chip of a table that ships its match to a hub), apart from the screen's texts (`texts.ts`, loaded with the screen's lazy chunk),
 * so that the table's start bundle does not carry them. Registered at module load.
 */
import { registerTexts } from '../i18n/index.js';

registerTexts({
  fr: {
    tournament: {
      open: 'Tournoi',
      link: {
        where: '{{name}} · tour {{round}} · table {{table}}',
        synced: 'au hub',
        syncing_one: 'envoi au hub ({{count}} en attente)',
        syncing_other: 'envoi au hub ({{count}} en attente)',
        offline_one: 'hub injoignable : {{count}} en attente',
        offline_other: 'hub injoignable : {{count}} en attente',
        refused: 'refusé par le hub : la partie est gardée ici',
      },
    },
  },
  eu: {
    tournament: {
      open: 'Txapelketa',
      link: {
        where: '{{name}} · {{round}}. itzulia · {{table}}. mahaia',
        synced: 'hub-ean',
        syncing_one: 'hub-era bidaltzen ({{count}} zain)',
        syncing_other: 'hub-era bidaltzen ({{count}} zain)',
        offline_one: 'hub-a ezin da lortu: {{count}} zain',
        offline_other: 'hub-a ezin da lortu: {{count}} zain',
        refused: 'hub-ak ukatua: partida hemen gordeta dago',
      },
    },
  },
  es: {
    tournament: {
      open: 'Torneo',
      link: {
        where: '{{name}} · ronda {{round}} · mesa {{table}}',
        synced: 'en el hub',
        syncing_one: 'enviando al hub ({{count}} pendiente)',
        syncing_other: 'enviando al hub ({{count}} pendientes)',
        offline_one: 'hub inaccesible: {{count}} pendiente',
        offline_other: 'hub inaccesible: {{count}} pendientes',
        refused: 'rechazado por el hub: la partida queda guardada aquí',
      },
    },
  },
  en: {
    tournament: {
      open: 'Tournament',
      link: {
        where: '{{name}} · round {{round}} · table {{table}}',
        synced: 'at the hub',
        syncing_one: 'sending to the hub ({{count}} waiting)',
        syncing_other: 'sending to the hub ({{count}} waiting)',
        offline_one: 'hub out of reach: {{count}} waiting',
        offline_other: 'hub out of reach: {{count}} waiting',
        refused: 'refused by the hub: the match is kept here',
      },
    },
  },
});
