/**
 * The score as the table keeps it: hamarrekos (5 tantos each) and tantos (0-4).
 * Source: Memo Mus ch. I ("8 hamarrekos font 40 points"); Pagat "Keeping the Score".
 */
import type { Score } from '../types.js';

/** A score in beans. */
export interface Tokens {
  hamarrekos: number;
  tantos: number;
}

/** 37 → { hamarrekos: 7, tantos: 2 }. */
export function toTokens(score: number): Tokens {
  return { hamarrekos: Math.floor(score / 5), tantos: score % 5 };
}

/**
 * The exchange the table makes for a credit from `before` to `after` (tantos), e.g. 12 → 16:
 * take 1 hamarreko, return 1 tanto. Positive numbers are taken from the saucer, negative returned.
 */
export function exchange(before: number, after: number): Tokens {
  const a = toTokens(before);
  const b = toTokens(after);
  return { hamarrekos: b.hamarrekos - a.hamarrekos, tantos: b.tantos - a.tantos };
}

/** Both teams' scores as tokens. */
export function scoreTokens(s: Score): { A: Tokens; B: Tokens } {
  return { A: toTokens(s.A), B: toTokens(s.B) };
}
