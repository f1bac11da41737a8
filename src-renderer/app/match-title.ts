/**
 * The bar's line on the match at the table: « Gorriak — Urdinak · FFMus · manche en 40 ». It read
 * « FFMUS · 40 » in every language: the preset's id in capitals and a bare number a new user could
 * not place (40 of what?).
 */
import type { MatchView } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import './texts.js';

/** The presets' names as their rule books write them (the same in every language). */
const PRESET_NAMES: Record<string, string> = { ffmus: 'FFMus', pagat: 'Pagat' };

/** @param t the app's texts (`app.rulesLine`) */
export function matchTitleText(view: Pick<MatchView, 'setup' | 'rules'>, t: T): string {
  const preset = PRESET_NAMES[view.rules.preset] ?? view.rules.preset;
  return `${view.setup.teams.A} — ${view.setup.teams.B} · ${t('app.rulesLine', { preset, target: view.rules.target })}`;
}
