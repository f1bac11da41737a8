/**
 * Ledger texts in four languages through i18next: French with the Basque table words (default),
 * Basque, Spanish and English. The engine returns language-neutral reasons (`why`); these turn
 * them into words.
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import type { Credit, Reason, Settlement } from '../types.js';
import { exchange } from '../score/tokens.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { es } from './es.js';
import { eu } from './eu.js';

/** The languages of the app. */
export type Lang = 'fr' | 'eu' | 'es' | 'en';
/** All languages, default first. */
export const LANGS: readonly Lang[] = ['fr', 'eu', 'es', 'en'];

let instance: i18n | null = null;

/** The shared i18next instance with the ledger texts (namespace `ledger`), created on first use. */
export function ledgerI18n(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    lng: 'fr', fallbackLng: 'en', initAsync: false, ns: ['ledger'], defaultNS: 'ledger',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: { en: { ledger: en }, fr: { ledger: fr }, es: { ledger: es }, eu: { ledger: eu } },
  });
  return instance;
}

/** A translator fixed to one language. */
export function ledgerT(lang: Lang): TFunction {
  return ledgerI18n().getFixedT(lang, 'ledger');
}

/** Renders a reason in a language (phase names translated). */
export function renderReason(why: Reason, lang: Lang): string {
  const t = ledgerT(lang);
  const params: Record<string, string | number> = { ...(why.params ?? {}) };
  if (typeof params.phase === 'string') params.phase = t(`phase.${params.phase}`);
  return t(why.key, params) as string;
}

/** The text of a credit: its rule, then its reason, e.g. "FFMus art. 17: …". */
export function creditText(c: Pick<Credit, 'rule' | 'why'>, lang: Lang): string {
  return `${c.rule}: ${renderReason(c.why, lang)}`;
}

/** Fills `reason` on every credit of a settlement (returns a copy). */
export function renderSettlement<S extends Pick<Settlement, 'ledger'>>(s: S, lang: Lang): S {
  return { ...s, ledger: s.ledger.map((c) => ({ ...c, reason: creditText(c, lang) })) };
}

/** The exchange the table makes for a credit, in words, e.g. "take 1 hamarreko(s), return 3 tanto(s)". */
export function exchangeText(before: number, after: number, lang: Lang): string {
  const t = ledgerT(lang);
  const x = exchange(before, after);
  const parts: string[] = [];
  if (x.hamarrekos > 0) parts.push(t('tokens.take', { hamarrekos: x.hamarrekos }));
  if (x.tantos > 0) parts.push(t('tokens.takeTantos', { tantos: x.tantos }));
  if (x.hamarrekos < 0) parts.push(t('tokens.returnH', { hamarrekos: -x.hamarrekos }));
  if (x.tantos < 0) parts.push(t('tokens.returnT', { tantos: -x.tantos }));
  return parts.length ? parts.join(', ') : t('tokens.none');
}

/** A score in words as the table keeps it, e.g. "7 hamarrekos + 2 tantos". */
export function tokensText(score: number, lang: Lang): string {
  return ledgerT(lang)('tokens.score', { hamarrekos: Math.floor(score / 5), tantos: score % 5 });
}
