/**
 * What the room display shows and says for each moment (`shared/display/moments.ts`): the banner's
 * two lines and the sentence spoken to the room, in one of the four languages. Pure (no DOM, no
 * store, no clock): the same moment and view give the same words, so each case is tested alone
 * (test/src-renderer/display/moment-text.test.ts).
 */
import type { Lang } from '../../shared/i18n/index.js';
import { otherTeam, type MatchView, type Team } from '../../shared/index.js';
import type { Moment } from '../../shared/display/moments.js';
import { uiT } from '../i18n/index.js';
import { colon, reasonText } from '../app/texts.js';
import { seatName } from '../store/derive.js';
import './texts.js';
import '../showdown/texts.js';

/** A moment's banner: the headline (large) and the line under it (may be empty). */
export interface Banner {
  main: string;
  sub: string;
}

/**
 * The banner of a moment: hordago / kanta with the player and the phase; a tira with the points and
 * its article's reason (FFMus art. 17); an announcement error with the player, the article, the
 * error and what it cost; a manche won with the final score; the match won with the manches.
 * @param view the match view the moment was found in (names of the players and teams)
 */
export function bannerOf(m: Moment, view: MatchView, lang: Lang): Banner {
  const t = uiT(lang);
  const team = (x: Team) => `${x} (${view.setup.teams[x]})`;
  switch (m.kind) {
    case 'hordago':
      return { main: t(m.biak ? 'moment.biakHordago' : 'moment.hordago'), sub: t('moment.hordagoBy', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) }) };
    case 'kanta':
      return { main: t('moment.kanta'), sub: t('moment.kantaBy', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) }) };
    case 'tira':
      return {
        main: t('moment.tira', { team: team(m.team), points: m.points, phase: m.phase === 'deal' ? '' : t(`phase.${m.phase}`) }).trim(),
        sub: `${m.rule}${colon(lang)}${reasonText(m.why, view, lang)}`,
      };
    case 'error':
      return {
        main: t('moment.error', { name: seatName(view, m.seat), team: m.team }),
        sub: `${m.rule} — ${t(`count.errorKind.${m.error}`)}${m.cost ? ` · ${t('moment.cost', { team: team(m.to), points: m.cost })}` : ''}`,
      };
    case 'manche':
      return { main: t('moment.manche', { team: team(m.team) }), sub: `A ${m.score.A} – B ${m.score.B}` };
    case 'match':
      return { main: t('moment.match', { team: team(m.team) }), sub: t('moment.manches', { A: m.manches.A, B: m.manches.B }) };
    default: {
      const never: never = m;
      return never;
    }
  }
}

/**
 * The sentence the display speaks for a moment (Web Speech API, `speech.ts`): the same facts as the
 * banner in words that read aloud well (no capitals to spell out, no articles' numbers, the scores
 * as "40 à 12"): who said hordago or kanta and at which phase, the points of a tira and who gets
 * them, who made an announcement error, which and what it cost, the manche and the match won with
 * the score.
 */
export function speechOf(m: Moment, view: MatchView, lang: Lang): string {
  const t = uiT(lang);
  switch (m.kind) {
    case 'hordago':
      return t(m.biak ? 'say.biakHordago' : 'say.hordago', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) });
    case 'kanta':
      return t('say.kanta', { name: seatName(view, m.seat), team: m.team, phase: t(`phase.${m.phase}`) });
    case 'tira':
      return t('say.tira', { count: m.points, team: m.team });
    case 'error': {
      const said = t('say.error', { name: seatName(view, m.seat), team: m.team, what: `${t(`phase.${m.phase}`)}, ${t(`count.errorKind.${m.error}`)}` });
      return m.cost ? `${said} ${t('say.cost', { count: m.cost, team: m.to })}` : said;
    }
    case 'manche':
      return t('say.manche', { team: m.team, name: view.setup.teams[m.team], won: m.score[m.team], lost: m.score[otherTeam(m.team)] });
    case 'match':
      return t('say.match', { team: m.team, name: view.setup.teams[m.team], count: m.manches[m.team], lost: m.manches[otherTeam(m.team)] });
    default: {
      const never: never = m;
      return never;
    }
  }
}
