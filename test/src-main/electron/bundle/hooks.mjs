// Node module hook: `electron` resolves to ./electron-stub.mjs (bundle smoke test).
export async function resolve(spec, ctx, next) {
  if (spec === 'electron') return { url: new URL('./electron-stub.mjs', import.meta.url).href, shortCircuit: true };
  return next(spec, ctx);
}
