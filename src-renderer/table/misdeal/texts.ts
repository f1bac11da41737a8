/**
 * Texts of « Fausse donne… » (a misdeal found at the table), in the `ui` namespace: French (default),
 * Basque, Spanish, English. Its button's word (`misdeal.open`); the panel it opens has its own,
 * `texts-panel.ts`, loaded with the panel in its chunk.
 */
import { registerTexts } from '../../i18n/index.js';

const fr = { misdeal: { open: 'Fausse donne…' } };
type MisdealTexts = typeof fr;
const eu: MisdealTexts = { misdeal: { open: 'Banaketa txarra…' } };
const es: MisdealTexts = { misdeal: { open: 'Mal repartido…' } };
const en: MisdealTexts = { misdeal: { open: 'Misdeal…' } };

registerTexts({ fr, eu, es, en });
