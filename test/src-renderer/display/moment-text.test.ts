/**
 * What the room display shows and says for each moment (src-renderer/display/moment-text.ts), one
 * case per test, in the four languages: blanking or swapping any banner (hordago, biak hordago,
 * kanta, tira, each announcement error, the manche, the match won) or any spoken sentence fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/index.js';
import { bannerOf, speechOf } from '../../../src-renderer/display/moment-text.js';
import { BIAK_HORDAGO, HORDAGO_KANTA, HORDAGO_TIRA, LONG_NAMES, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';
import { momentsOf } from './moments-play.js';

const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
const [P0, P1, P2] = LONG_NAMES.players as [string, string, string, string];
const TB = LONG_NAMES.teams.B;
const TA = LONG_NAMES.teams.A;

const tira = momentsOf(HORDAGO_TIRA);
const kanta = momentsOf(HORDAGO_KANTA);
const biak = momentsOf(BIAK_HORDAGO);
const win = momentsOf([...TO_WIN.first, ...TO_WIN.last], TO_WIN_RULES);
const CASES = {
  hordago: tira[0]!,
  tira: tira[1]!,
  kanta: kanta[1]!,
  biak: biak[0]!,
  falseBa: win[0]!,
  denied: win[1]!,
  manche: win[2]!,
  match: win[3]!,
};

describe('the moments of the fixtures', () => {
  it('are the ones each case is named for', () => {
    expect(Object.values(CASES).map((c) => c.m.kind)).toEqual(['hordago', 'tira', 'kanta', 'hordago', 'error', 'error', 'manche', 'match']);
    expect(CASES.biak.m).toMatchObject({ biak: true });
    expect(CASES.falseBa.m).toMatchObject({ error: 'false-ba', seat: 2 });
    expect(CASES.denied.m).toMatchObject({ error: 'denied', seat: 0, cost: 1 });
  });
});

/** The banner of each case in French, as written by hand. */
const BANNER_FR: Record<keyof typeof CASES, [string, string]> = {
  hordago: ['HORDAGO !', `${P0} (A) engage la manche sur Haundia (grand)`],
  biak: ['BIAK HORDAGO !', `${P0} (A) engage la manche sur Haundia (grand)`],
  kanta: ['KANTA !', `${P1} (B) tient le hordago : le meilleur Haundia (grand) gagne la manche`],
  tira: [`Tira : A (${TA}) +1 Haundia (grand)`, 'FFMus Le dialogue\u202f: hordago d’entrée refusé (tira) : 1 tiré aussitôt'],
  falseBa: [`Erreur d’annonce : ${P2} (A)`, 'FFMus art. 13 a — ba sans avoir'],
  denied: [`Erreur d’annonce : ${P0} (A)`, `FFMus art. 16 a — ez en ayant · B (${TB}) +1`],
  manche: [`Manche à B (${TB}) !`, 'A 0 – B 30'],
  match: [`Partie gagnée par B (${TB}) !`, 'Manches 0 – 1'],
};

/** The headline of each case in the other languages. */
const MAIN: Record<Exclude<Lang, 'fr'>, Record<keyof typeof CASES, string>> = {
  eu: {
    hordago: 'HORDAGO!', biak: 'BIAK HORDAGO!', kanta: 'KANTA!', tira: `Tira: A (${TA}) +1 Handia`, falseBa: `Iragarpen akatsa: ${P2} (A)`,
    denied: `Iragarpen akatsa: ${P0} (A)`, manche: `Partida B (${TB}) taldearentzat!`, match: `B (${TB}) taldeak irabazi du jokoa!`,
  },
  es: {
    hordago: '¡ÓRDAGO!', biak: '¡ÓRDAGO A LAS DOS!', kanta: '¡QUIERO!', tira: `No quiero: A (${TA}) +1 Grande`, falseBa: `Error de declaración: ${P2} (A)`,
    denied: `Error de declaración: ${P0} (A)`, manche: `¡Chico para B (${TB})!`, match: `¡Partida ganada por B (${TB})!`,
  },
  en: {
    hordago: 'HORDAGO!', biak: 'BIAK HORDAGO!', kanta: 'KANTA!', tira: `Tira: A (${TA}) +1 Grande (haundia)`, falseBa: `Announcement error: ${P2} (A)`,
    denied: `Announcement error: ${P0} (A)`, manche: `Manche to B (${TB})!`, match: `Match won by B (${TB})!`,
  },
};

/** The sentence spoken for each case, in each language, as written by hand. */
const SAID: Record<Lang, Record<keyof typeof CASES, string>> = {
  fr: {
    hordago: `Hordago ! ${P0}, équipe A, à Haundia (grand).`,
    biak: `Biak hordago ! ${P0}, équipe A, à Haundia (grand).`,
    kanta: `Kanta ! ${P1}, équipe B, tient le hordago à Haundia (grand).`,
    tira: 'Tira : 1 point pour l’équipe A.',
    falseBa: `Erreur d’annonce de ${P2}, équipe A : Pariak (paires), ba sans avoir.`,
    denied: `Erreur d’annonce de ${P0}, équipe A : Jokua (jeu), ez en ayant. 1 point pour l’équipe B.`,
    manche: `Manche à l’équipe B, ${TB}, 30 à 0.`,
    match: `Partie gagnée par l’équipe B, ${TB}, 1 manche à 0.`,
  },
  eu: {
    hordago: `Hordago! ${P0}, A taldea, Handia.`,
    biak: `Biak hordago! ${P0}, A taldea, Handia.`,
    kanta: `Kanta! ${P1}, B taldea, hordagoa onartu du, Handia.`,
    tira: 'Tira: tanto 1 A taldearentzat.',
    falseBa: `Iragarpen akatsa, ${P2}, A taldea: Pareak, ba eduki gabe.`,
    denied: `Iragarpen akatsa, ${P0}, A taldea: Jokoa, ez edukita. Tanto 1 B taldearentzat.`,
    manche: `Partida B taldearentzat, ${TB}, 30 eta 0.`,
    match: `B taldeak irabazi du jokoa, ${TB}, partida 1 eta 0.`,
  },
  es: {
    hordago: `¡Órdago! ${P0}, equipo A, a Grande.`,
    biak: `¡Órdago a las dos! ${P0}, equipo A, a Grande.`,
    kanta: `¡Quiero! ${P1}, equipo B, quiere el órdago a Grande.`,
    tira: 'No quiero: 1 tanto para el equipo A.',
    falseBa: `Error de declaración de ${P2}, equipo A: Pares, dijo sí sin tener.`,
    denied: `Error de declaración de ${P0}, equipo A: Juego, dijo no teniendo. 1 tanto para el equipo B.`,
    manche: `Chico para el equipo B, ${TB}, 30 a 0.`,
    match: `Partida ganada por el equipo B, ${TB}, 1 chico a 0.`,
  },
  en: {
    hordago: `Hordago! ${P0}, team A, on Grande (haundia).`,
    biak: `Biak hordago! ${P0}, team A, on Grande (haundia).`,
    kanta: `Kanta! ${P1}, team B, sees the hordago on Grande (haundia).`,
    tira: 'Tira: 1 point to team A.',
    falseBa: `Announcement error by ${P2}, team A: Pares (pariak), ba without holding.`,
    denied: `Announcement error by ${P0}, team A: Juego (jokua), ez while holding. 1 point to team B.`,
    manche: `Manche to team B, ${TB}, 30 to 0.`,
    match: `Match won by team B, ${TB}, 1 manche to 0.`,
  },
};

describe('the banner of each moment', () => {
  for (const name of Object.keys(CASES) as (keyof typeof CASES)[]) {
    it(`${name}: its two lines in French`, () => {
      const { m, view } = CASES[name];
      const b = bannerOf(m, view, 'fr');
      expect([b.main, b.sub]).toEqual(BANNER_FR[name]);
    });
    for (const lang of ['eu', 'es', 'en'] as const) {
      it(`${name}: its headline in ${lang}, and a line under it`, () => {
        const { m, view } = CASES[name];
        const b = bannerOf(m, view, lang);
        expect(b.main).toBe(MAIN[lang][name]);
        expect(b.sub.trim()).not.toBe('');
      });
    }
  }

  it('the match won is a banner of its own, not the manche again', () => {
    for (const lang of LANGS) {
      expect(bannerOf(CASES.match.m, CASES.match.view, lang).main).not.toBe(bannerOf(CASES.manche.m, CASES.manche.view, lang).main);
    }
  });
});

describe('what the display says for each moment', () => {
  for (const lang of LANGS) {
    for (const name of Object.keys(CASES) as (keyof typeof CASES)[]) {
      it(`${name} in ${lang}`, () => {
        const { m, view } = CASES[name];
        expect(speechOf(m, view, lang)).toBe(SAID[lang][name]);
      });
    }
  }
});
