/**
 * A see answering a hordago is « kanta » at the table (FFMus *Le dialogue*; es « quiero el órdago »),
 * not « iduki »: the judge screen's « just said » and its what-if copy, the undos agreed on the
 * phones as the judge lists them, the phones' undo button and `mus replay --deal N --steps` (text and
 * `said` of `--json`) said « Iduki » in answer to a hordago. The caller reads the dialogue from the
 * log (`seesOrdago`, `ordagoStandsAt`); a see of an imido stays « iduki ».
 */
import { describe, expect, it } from 'vitest';
import { actionTextAt, actsOfLog, ordagoStandsAt, seesOrdago } from '../../../shared/i18n/act-text.js';
import { fromMatchRecord, type Action, type MatchEntry } from '../../../shared/index.js';
import { buildSteps, type StepModel } from '../../../shared/judge/steps.js';
import { dealSteps } from '../../../shared/judge/deal-steps.js';
import { askUndo } from '../../../shared/phones/undo-agreement.js';
import { formatDealSteps, dealStepsJson } from '../../../src-main/cli/format-steps.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { agreedUndoRows } from '../../../src-renderer/judge/agreed-undos.js';
import '../../../src-renderer/judge/texts.js';
import { saidText } from '../../../src-renderer/seat/seat-store.js';
import '../../../src-renderer/seat/texts.js';
import { acts } from '../../helpers/dsl.js';
import { playMatch } from '../../helpers/play.js';
import { KANTA_MATCH } from '../../helpers/step-records.js';

const LANGS = ['fr', 'eu', 'es', 'en'] as const;
/** The words of a see: to a hordago, to an imido. */
const KANTA = { fr: 'Kanta', eu: 'Kanta', es: 'Quiero el órdago', en: 'Kanta' } as const;
const IDUKI = { fr: 'Iduki', eu: 'Iduki', es: 'Quiero', en: 'See (iduki)' } as const;

const log = (script: string): Action[] => acts(script);

describe('seesOrdago: the see that answers a hordago', () => {
  it('a see after a hordago; not after an imido, a gehiago, or a hordago of another phase', () => {
    expect(seesOrdago(log('m: 0c | g: 0o 1s'), 2)).toBe(true);
    expect(seesOrdago(log('m: 0c | g: 0b2 1o 0s'), 3)).toBe(true);
    expect(seesOrdago(log('m: 0c | g: 0b2 1s'), 2)).toBe(false);
    expect(seesOrdago(log('m: 0c | g: 0b2 1r3 0s'), 3)).toBe(false);
    expect(seesOrdago(log('m: 0c | g: 0o 1f | c: 0b2 1s'), 4)).toBe(false);
    // not a see
    expect(seesOrdago(log('m: 0c | g: 0o 1f'), 2)).toBe(false);
  });

  it('a biak hordago said at grande stands at chica; a plain one does not', () => {
    expect(seesOrdago(log('m: 0c | g: 0O 1f | c: 1s'), 3)).toBe(true);
    expect(ordagoStandsAt(log('m: 0c | g: 0O 1f'), 3, 'chica')).toBe(true);
    expect(ordagoStandsAt(log('m: 0c | g: 0o 1f'), 3, 'chica')).toBe(false);
    // a biak imido, then a biak hordago in answer at grande: the hordago stands at chica
    expect(ordagoStandsAt(log('m: 0c | g: 0B2 1O 0f'), 4, 'chica')).toBe(true);
  });

  it('in a match log, the hands shown between deals left out', () => {
    const entries: MatchEntry[] = [...log('m: 0c | g: 0o 1s').map((action) => ({ type: 'action' as const, action })), { type: 'hands', hands: [null, null, null, null] }];
    expect(actsOfLog(entries).map((a) => a?.act)).toEqual(['cut', 'ordago', 'see', undefined]);
    expect(seesOrdago(actsOfLog(entries), 2)).toBe(true);
  });
});

function kantaModel(): StepModel {
  const m = fromMatchRecord(KANTA_MATCH);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('the judge screen: the act just said, in its dialogue', () => {
  const model = kantaModel();
  // deal 2 of KANTA_MATCH: « g: 1o 2s », the see the step after the hordago
  const seeStep = model.steps.find((s) => s.entry?.type === 'action' && s.entry.action.act === 'see' && s.deal === 1);
  const bet = buildSteps(playMatch().setup, playMatch('m: 0c | g: 0b2 1s').log);
  const idukiStep = bet.ok ? bet.value.steps.at(-1) : undefined;
  it.each(LANGS)('%s: « kanta » after the hordago, « iduki » after an imido', (lang) => {
    if (!seeStep || !idukiStep) throw new Error('no see in the record');
    expect(actionTextAt(actsOfLog(seeStep.match.log), seeStep.index - 1, uiT(lang))).toBe(KANTA[lang]);
    // the what-if copy: the deal's own entries, a hordago standing where the see is
    const span = model.deals[1];
    if (!span) throw new Error('no deal 2');
    const copy = seeStep.match.log.slice(span.start);
    expect(ordagoStandsAt(actsOfLog(copy), copy.length - 1, 'grande')).toBe(true);
    expect(actionTextAt(actsOfLog(idukiStep.match.log), idukiStep.index - 1, uiT(lang))).toBe(IDUKI[lang]);
  });
});

describe('the undos agreed on the phones, as the judge lists them', () => {
  const played = playMatch('m: 0c | g: 0o 1s');
  const undo = { at: 2, entry: { type: 'action' as const, action: { phase: 'grande' as const, seat: 1, act: 'see' as const } }, asked: 1, accepted: 0 };
  it.each(LANGS)('%s: the kanta taken back is named « kanta »', (lang) => {
    const t = uiT(lang);
    const setup = { players: ['Ane', 'Peio', 'Maite', 'Xan'] };
    const said = (act: string) => t('judge.agreedUndo', { n: 3, asked: 'Peio', accepted: 'Ane', act, who: 'Peio' });
    expect(agreedUndoRows([undo], setup, t, played.log.slice(0, 2))[0]?.text).toBe(said(KANTA[lang]));
    // a see of an imido stays « iduki »
    expect(agreedUndoRows([undo], setup, t, playMatch('m: 0c | g: 0b2').log)[0]?.text).toBe(said(IDUKI[lang]));
  });
});

describe('the phones: the undo asked names the kanta', () => {
  const name = (seat: number) => ['Ane', 'Peio', 'Maite', 'Xan'][seat] ?? '';
  it.each(LANGS)('%s', (lang) => {
    const r = askUndo(0, playMatch('m: 0c | g: 0o 1s').log);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.last).toEqual({ type: 'action', seat: 1, act: 'see', kanta: true });
    expect(saidText(r.value.last, uiT(lang), name)).toBe(uiT(lang)('seat.undoBy', { name: 'Peio', act: KANTA[lang] }));
    const iduki = askUndo(0, playMatch('m: 0c | g: 0b2 1s').log);
    if (!iduki.ok) throw new Error(iduki.error.message);
    expect(iduki.value.last).toEqual({ type: 'action', seat: 1, act: 'see' });
    expect(saidText(iduki.value.last, uiT(lang), name)).toBe(uiT(lang)('seat.undoBy', { name: 'Peio', act: IDUKI[lang] }));
  });
});

describe('mus replay --deal N --steps: the kanta in the table words', () => {
  const d = dealSteps(kantaModel(), 1);
  it.each(LANGS)('%s: text and --json `said`', (lang) => {
    if (!d) throw new Error('no deal 2');
    expect(formatDealSteps(d, lang, KANTA_MATCH.players).split('\n')[3]).toMatch(new RegExp(`: ?${KANTA[lang]}$`));
    const j = dealStepsJson(d, lang, KANTA_MATCH.players) as { steps: { said: string }[] };
    expect(j.steps.map((s) => s.said)).toEqual([uiT(lang)('act.ordago'), KANTA[lang]]);
  });
});
