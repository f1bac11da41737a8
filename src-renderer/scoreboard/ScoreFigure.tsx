/**
 * A team's score as the table keeps it: the number of tantos, the tokens drawn (hamarrekos of 5
 * and tantos, `toTokens`, Memo Mus ch. I) and the same in words. Used by the scoreboard, the room
 * display and the judge's view.
 */
import { toTokens } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { Tokens } from './Tokens.js';
import { KeepCounts } from './KeepCounts.js';
import './texts.js';

/**
 * @param score tantos; @param testid the `data-testid` of the number (it also carries `data-score`)
 * @param final once the match is won, the words saying the number is the winning manche's final
 * score (« Score final, manche 3 »), shown in place of the tokens: the table gave its tokens back
 */
export function ScoreFigure({ score, t, testid, final }: { score: number; t: T; testid: string; final?: string | undefined }) {
  if (final) {
    return (
      <div class="team-score team-score-final">
        <span class="score-num" data-testid={testid} data-score={score}>{score}</span>
        <span class="score-final" data-testid={`${testid}-final`}>{final}</span>
      </div>
    );
  }
  const { hamarrekos, tantos } = toTokens(score);
  // each count with its own plural: « 1 hamarreko, 2 tantos » (French: « 0 tanto »)
  const words = t('score.tokens', { h: t('score.tokensH', { count: hamarrekos }), t: t('score.tokensT', { count: tantos }) });
  return (
    <div class="team-score">
      <span class="score-num" data-testid={testid} data-score={score}>{score}</span>
      <div class="score-tokens">
        <Tokens score={score} label={words} />
        <span class="tokens-text"><KeepCounts text={words} /></span>
      </div>
    </div>
  );
}
