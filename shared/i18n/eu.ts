/** Kontaketaren testuak euskaraz. */
import type { Messages } from './en.js';
import { PLACE_N } from './seat-words.js';

export const eu: Messages = {
  phaseOf: { mus: 'musaren', grande: 'handiaren', chica: 'txikiaren', pares: 'pareen', juego: 'jokoaren', punto: 'puntuaren', deal: 'eskuaren' },
  phase: { mus: 'musa', grande: 'handia', chica: 'txikia', pares: 'pareak', juego: 'jokoa', punto: 'puntua', deal: 'eskua' },
  team: '{{team}} taldea',
  seatN: PLACE_N.eu,
  tira: {
    opening: '{{bet}}eko imidoari tira: 1 berehala',
    raises_one: 'tira gehiago baten ondoren ({{bets}}): gehiagoaren aurreko guztia, {{paid}}, berehala',
    raises_other: 'tira {{raises}} gehiagoren ondoren ({{bets}}): azken gehiagoaren aurreko guztia, {{paid}}, berehala',
    ordagoOpening: 'hasierako hordagoari tira: 1 berehala',
    ordagoAfterBets: '{{bets}}-ren gaineko hordagoari tira: aurreko guztia, {{paid}}, berehala',
  },
  cancel: {
    misdeal: '{{seat}} jokalariak ez zuen lau kartarik: bere taldeak esku honetan hartutako {{points}}ak ezeztatzen dira',
    misdeal_one: '{{seat}} jokalariak ez zuen lau kartarik: bere taldeak esku honetan hartutako 1a ezeztatzen da',
    voided: '{{phase}}ko apustuak ezeztatuak: hartutako {{points}}ak itzultzen dira',
    voided_one: '{{phase}}ko apustuak ezeztatuak: hartutako 1a itzultzen da',
  },
  penalty: {
    tira: '{{phase}}ko tira, {{seat}} jokalariaren iragarpen akatsagatik',
    punto: 'puntuaren tantoa, {{seat}} jokalariaren iragarpen akatsagatik',
  },
  base: {
    pares: '{{seat}} jokalariaren pareak: {{value}}',
    juego: '{{seat}} jokalariaren jokoa: {{value}}',
    punto: 'puntuaren tantoa',
  },
  paso: {
    grande: 'denak paso: 1 handirik onenari ({{seat}} jokalaria)',
    chica: 'denak paso: 1 txikirik onenari ({{seat}} jokalaria)',
    punto: 'denak paso: 1 punturik onenari ({{seat}} jokalaria)',
  },
  iduki: 'iduki {{phase}}n: apustua, {{bets}} = {{stake}}, onenari ({{seat}} jokalaria)',
  ordago: {
    won: 'hordago kanta {{phase}}n: {{seat}} jokalariak du onena; bere taldeak partida irabazten du eta falta zitzaizkion tantoak hartzen ditu',
    voided: 'hordago kanta ere ezeztatua da ({{ordagoPhase}}): eskua ohi bezala kontatzen da',
  },
  juegoReal: {
    any: 'joko erreala: 7-7-7 eta irudi batek beste 31a irabazten dute ({{beaten}})',
    oros: 'joko erreala: urreko txankarekin egindako 31ak beste 31a irabazten du ({{beaten}})',
  },
  error: {
    '13a': '{{seat}} jokalariak ba esan zuen pareetan gabe, kidea gabe: apustuak ezeztatuak; {{opp}}k bere pareak kontatzen ditu',
    '13b': '{{seat}} jokalariak ba esan zuen pareetan gabe, kidea eta aurkariak dituzte: apustuak ezeztatuak; {{opp}}k tira eta bere pareak',
    '13-unwritten': '{{seat}} jokalariak ba esan zuen pareetan gabe; kideak ditu, aurkariek ez: ondoriorik gabe (proiektuaren aukera, 15 b bezala)',
    '14': '{{seat}} jokalariak pareak ukatu zituen: ez dute balio',
    '14-tira': '{{seat}} jokalariak pareak ukatu zituen, kidea gabe: ez dute balio eta {{opp}}k 1 (tira)',
    '15a': '{{seat}} jokalariak jokoa iragarri zuen gabe, besteek ez dute: {{opp}}k tira eta puntuaren tantoa',
    '15b': '{{seat}} jokalariak jokoa iragarri zuen gabe; kideak du, aurkariek ez: akatsa ez da kontuan hartzen',
    '15c': '{{seat}} jokalariak jokoa iragarri zuen gabe, kidea gabe, aurkari batek du: apustuak ezeztatuak; {{opp}}k bere jokoa',
    '15d': '{{seat}} jokalariak jokoa iragarri zuen gabe, kideak eta aurkari batek dute: apustuak ezeztatuak; {{opp}}k tira eta bere jokoa',
    '16a': '{{seat}} jokalariak jokoa ukatu zuen, besteek ez dute: puntuko apustuak ezeztatuak; {{opp}}k tira eta puntuaren tantoa',
    '16b': '{{seat}} jokalariak jokoa ukatu zuen; kideak du, aurkariek ez: kidearen jokoa bakarrik kontatzen da',
    '16c': '{{seat}} jokalariak jokoa ukatu zuen, kidea gabe, aurkari batek du: {{opp}}k jokoaren tira eta bere jokoa',
    '16-unwritten': '{{seat}} jokalariak jokoa ukatu zuen; kideak eta aurkariak dute: ukatutako jokoak ez du balio (proiektuaren aukera, 14 bezala)',
    'afterKanta': '{{seat}} jokalariak oker iragarri zuen, baina hordago kanta ondoren ez da punturik ateratzen (FFMus 10. art.): akatsak ukatutako jokoa irabaztea bakarrik eragozten du',
  },
  tokens: {
    take_one: 'hartu hamarreko 1',
    take_other: 'hartu {{hamarrekos}} hamarreko',
    takeTantos_one: 'hartu tanto 1',
    takeTantos_other: 'hartu {{tantos}} tanto',
    returnH_one: 'itzuli hamarreko 1',
    returnH_other: 'itzuli {{hamarrekos}} hamarreko',
    returnT_one: 'itzuli tanto 1',
    returnT_other: 'itzuli {{tantos}} tanto',
    none: 'aldaketarik ez',
    score: '{{h}} + {{t}}',
    h_one: '{{count}} hamarreko',
    h_other: '{{count}} hamarreko',
    t_one: '{{count}} tanto',
    t_other: '{{count}} tanto',
  },
};
