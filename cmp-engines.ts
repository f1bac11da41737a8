import * as NEW from './shared/index.js';
import * as OLD from '/tmp/basewt/shared/index.js';
import { mulberry32, randomDeal } from './test/helpers/random-deal.js';
import { readdirSync, readFileSync } from 'node:fs';
const N = 200000;
const rng = mulberry32(12345);
let diff = 0; const kinds: Record<string, number> = {}; const samples: Record<string, unknown> = {};
const variants = [NEW.PRESETS.ffmus, NEW.PRESETS.pagat, { ...NEW.PRESETS.ffmus, players: 6, target: 50 } as any, { ...NEW.PRESETS.ffmus, kings: 4 } as any];
for (let i = 0; i < N; i++) {
  const rec = randomDeal(rng, { rules: variants[i % 4], lieRate: 0.15, randomScore: true, misdealRate: 0.01 });
  const a = OLD.settleRecord(rec), b = NEW.settleRecord(rec);
  const ja = JSON.stringify(a.ok ? a.value.settlement : a.error), jb = JSON.stringify(b.ok ? b.value.settlement : b.error);
  if (ja !== jb) {
    diff++;
    const sb = b.ok ? b.value.settlement : null;
    const sa = a.ok ? a.value.settlement : null;
    const hasBiakAnswer = rec.actions.some((x, k) => x.act === 'ordago' && x.both && rec.actions.slice(0, k).some((y) => y.phase === 'grande' && (y.act === 'bet' || y.act === 'raise')));
    const k = hasBiakAnswer ? 'biak-answer' : sb?.end === 'ordago' && (sa?.errors.length ?? 0) > 0 ? 'kanta-with-errors' : (sb?.errors ?? []).length > 1 ? 'several-errors' : (sb?.errors ?? []).some((e) => e.phase === 'juego') ? 'juego-error' : 'other';
    kinds[k] = (kinds[k] ?? 0) + 1;
    if (!samples[k]) samples[k] = { rec, old: ja.slice(0, 600), new: jb.slice(0, 600) };
  }
}
// fixtures and examples
let fx = 0, fxDiff = 0;
for (const f of readdirSync('test/fixtures/deals')) { const r = JSON.parse(readFileSync('test/fixtures/deals/' + f, 'utf8')); fx++; if (JSON.stringify(OLD.settleRecord(r)) !== JSON.stringify(NEW.settleRecord(r))) fxDiff++; }
for (const f of ['test/fixtures/match-ffmus-full.record.json']) { const r = JSON.parse(readFileSync(f, 'utf8')); fx++; if (JSON.stringify(OLD.replayMatch(r)) !== JSON.stringify(NEW.replayMatch(r))) fxDiff++; }
const cases = JSON.parse(readFileSync('test/fixtures/rulebook-cases.json', 'utf8'));
for (const [k, c] of Object.entries<any>(cases)) { fx++; if (JSON.stringify(OLD.settleRecord(c.record)) !== JSON.stringify(NEW.settleRecord(c.record))) { fxDiff++; console.log('rulebook differs', k); } }
console.log({ N, diff, kinds, fixtures: fx, fixturesDiffering: fxDiff });
for (const [k, v] of Object.entries(samples)) console.log(k, JSON.stringify(v).slice(0, 1500));
