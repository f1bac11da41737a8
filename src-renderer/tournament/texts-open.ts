/**
 * The one tournament text the bar needs at start (`tournament.open`, the button that opens the
 * Tournoi screen), apart from the screen's texts (`texts.ts`, loaded with the screen's lazy chunk),
 * so that the table's start bundle does not carry them. Registered at module load.
 */
import { registerTexts } from '../i18n/index.js';

registerTexts({
  fr: { tournament: { open: 'Tournoi' } },
  eu: { tournament: { open: 'Txapelketa' } },
  es: { tournament: { open: 'Torneo' } },
  en: { tournament: { open: 'Tournament' } },
});
