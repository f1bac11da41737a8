/**
 * The words of a table's flagged corrections (`HubFlagged.tsx`, `tournament.flagged.*`): a
 * correction record the hub took in but flagged to the organizer, its `who` or `when` not checking.
 * French (default), Basque, Spanish, English; loaded with the part's lazy chunk, not at start.
 * Registered at module load.
 */
import { registerTexts } from '../i18n/index.js';

registerTexts({
  fr: { tournament: { flagged: { line: '⚑ La correction de l’enregistrement {{seq}} (ligne {{line}}) est au hub, mais signalée à l’organisateur : {{sentence}}' } } },
  eu: { tournament: { flagged: { line: '⚑ {{seq}}. erregistroko zuzenketa ({{line}}. lerroa) hub-ean dago, baina antolatzaileari seinalatu zaio: {{sentence}}' } } },
  es: { tournament: { flagged: { line: '⚑ La corrección del registro {{seq}} (línea {{line}}) está en el hub, pero señalada al organizador: {{sentence}}' } } },
  en: { tournament: { flagged: { line: '⚑ The correction in record {{seq}} (line {{line}}) is at the hub, but flagged to the organizer: {{sentence}}' } } },
});
