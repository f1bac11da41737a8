/**
 * The app's texts: the shell's own (`app.*`: the bar, the language menu, undo/redo, new match, in
 * French — the default, with the Basque table words —, Basque, Spanish and English, registered in
 * the `ui` namespace when this module loads), and the texts built from engine data that every
 * feature uses: reasons with player names, action labels, card labels, errors.
 */
import { registerTexts, type T as TFunction } from '../i18n/index.js';
import { type BetPhase, type DealState, type EngineError, type MatchView, type Reason } from '../../shared/index.js';
import { colon, exchangeText, renderReason, type Lang } from '../../shared/i18n/index.js';

/** The colon after a rule before its reason: « FFMus art. 17 : » in French (`shared/i18n` `colon`). */
export { colon };
import { framedError, placeOf, seatSentenceIn, sentenceIn } from '../../shared/i18n/errors/frame.js';
import { errorSentencesOf } from './error-sentences.js';
import { seatName } from '../store/derive.js';

const cache = new Map<string, string>();

function cached(key: string, make: () => string): string {
  let s = cache.get(key);
  if (s === undefined) {
    s = make();
    if (cache.size > 4000) cache.clear();
    cache.set(key, s);
  }
  return s;
}

/** A ledger reason in words, seats replaced by the players' names, teams by their names (cached). */
export function reasonText(why: Reason, view: MatchView, lang: Lang): string {
  const params: Record<string, string | number> = { ...(why.params ?? {}) };
  if (typeof params.seat === 'number') params.seat = seatName(view, params.seat);
  // the seat whose 31 a Juego Real beat (`shared/settle/juego-real.ts`)
  if (typeof params.beaten === 'number') params.beaten = seatName(view, params.beaten);
  if (params.opp === 'A' || params.opp === 'B') params.opp = `${params.opp} (${view.setup.teams[params.opp]})`;
  return cached(`r|${lang}|${why.key}|${JSON.stringify(params)}`, () => {
    try {
      const text = renderReason({ key: why.key, params }, lang);
      return text && text !== why.key ? text : why.key;
    } catch {
      return why.key;
    }
  });
}

/** The exchange to make at the table for a credit, in words (cached; `shared/i18n` `exchangeText`). */
export function exchangeWords(before: number, after: number, lang: Lang): string {
  return cached(`x|${lang}|${before}|${after}`, () => exchangeText(before, after, lang));
}

export { actionText, type ActWords } from '../../shared/i18n/act-text.js';

/** The printed number of a card as typed (1-7, S C R): `shared/i18n/card-text.ts`, as the judge and the terminal name cards. */
export { cardLabel } from '../../shared/i18n/card-text.js';

/**
 * An engine or input error as the table says it, in the UI language (never the engine's English
 * text, never a JSON path): the code's sentence (naming the seats an action refused is about, by
 * the table's players' names or their places: `seatSentenceIn`), the player and card row at fault as the screen names
 * them, the rule, and — when `now` is given — who may speak and what they may say instead. The
 * sentences are loaded per language on first use (`error-sentences.ts`): until the language's have
 * arrived (a few milliseconds after the store starts), the code stands in for the sentence.
 */
export function errorText(e: Pick<EngineError, 'code' | 'rule' | 'path' | 'seats' | 'params'>, lang: Lang, view?: MatchView | null, now?: { who?: string; allowed?: string }): string {
  const at = placeOf(e.path);
  const sentences = errorSentencesOf(lang);
  const player = at.seat !== undefined && view ? seatName(view, at.seat) : undefined;
  // an action refused about seats names them: the players' names of the table, else their places;
  // a hand at fault is named by the frame (« main de Peio »), not twice
  const sentence = !sentences ? e.code : player === undefined ? seatSentenceIn(sentences, e, lang, view?.setup.players) : sentenceIn(sentences, e.code);
  return framedError(sentence, e, lang, {
    player,
    row: at.row,
    who: now?.who,
    allowed: now?.allowed,
  });
}

/**
 * A betting phase's outcome so far, as the table says it: open, betting, iduki N (seen, the stake
 * in tantos), tira by team X (paid N tantos), hordago kanta… (FFMus art. 17). Empty before the
 * phase is reached.
 */
export function phaseOutcome(s: DealState, p: BetPhase, t: TFunction): string {
  const d = s.dialogues[p];
  if (!d) return '';
  switch (d.result) {
    case null: return d.bettor === null ? t('result.open') : t('result.betting');
    case 'seen': return t('result.seen', { n: d.stake });
    case 'folded': return t('result.folded', { team: d.foldedBy, n: d.paid });
    default: return t(`result.${d.result}`);
  }
}

/** A text that starts a sentence (after a full stop): its first letter in capitals, e.g. « Le joueur … ». */
export function sentence(s: string): string {
  return s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s;
}

const fr = {
  app: {
    title: 'Mus — table',
    skip: 'Aller au contenu',
    undo: 'Annuler',
    redo: 'Rétablir',
    display: 'Écran de salle',
    monitor: 'Écran pour l’affichage de salle',
    monitorAuto: 'Autre écran (auto)',
    primary: 'principal',
    fullscreen: 'Plein écran',
    lang: 'Langue',
    langs: { fr: 'Français', eu: 'Euskara', es: 'Español', en: 'English' },
    newMatch: 'Nouvelle partie',
    confirmNew: 'Abandonner cette partie ?',
    cancel: 'Non',
    /** The bar's line on the match's rules: « FFMus · manche en 40 » (was « FFMUS · 40 »: 40 of what?). */
    rulesLine: '{{preset}} · manche en {{target}}',
    loading: 'Chargement…',
  },
};

/** The shape every language's `app.*` texts follow. */
export type AppTexts = typeof fr;

const eu: AppTexts = {
  app: {
    title: 'Mus — mahaia',
    skip: 'Edukira joan',
    undo: 'Desegin',
    redo: 'Berregin',
    display: 'Aretoko pantaila',
    monitor: 'Aretoko pantailaren monitorea',
    monitorAuto: 'Beste monitorea (auto)',
    primary: 'nagusia',
    fullscreen: 'Pantaila osoa',
    lang: 'Hizkuntza',
    langs: { fr: 'Français', eu: 'Euskara', es: 'Español', en: 'English' },
    newMatch: 'Partida berria',
    confirmNew: 'Partida hau utzi?',
    cancel: 'Ez',
    rulesLine: '{{preset}} · {{target}}eko partida',
    loading: 'Kargatzen…',
  },
};

const es: AppTexts = {
  app: {
    title: 'Mus — mesa',
    skip: 'Ir al contenido',
    undo: 'Deshacer',
    redo: 'Rehacer',
    display: 'Pantalla de sala',
    monitor: 'Pantalla para la sala',
    monitorAuto: 'Otra pantalla (auto)',
    primary: 'principal',
    fullscreen: 'Pantalla completa',
    lang: 'Idioma',
    langs: { fr: 'Français', eu: 'Euskara', es: 'Español', en: 'English' },
    newMatch: 'Nueva partida',
    confirmNew: '¿Abandonar esta partida?',
    cancel: 'No',
    rulesLine: '{{preset}} · chico a {{target}}',
    loading: 'Cargando…',
  },
};

const en: AppTexts = {
  app: {
    title: 'Mus — table',
    skip: 'Skip to content',
    undo: 'Undo',
    redo: 'Redo',
    display: 'Room display',
    monitor: 'Monitor for the room display',
    monitorAuto: 'Other monitor (auto)',
    primary: 'primary',
    fullscreen: 'Fullscreen',
    lang: 'Language',
    langs: { fr: 'Français', eu: 'Euskara', es: 'Español', en: 'English' },
    newMatch: 'New match',
    confirmNew: 'Abandon this match?',
    cancel: 'No',
    rulesLine: '{{preset}} · manche to {{target}}',
    loading: 'Loading…',
  },
};

registerTexts({ fr, eu, es, en });
