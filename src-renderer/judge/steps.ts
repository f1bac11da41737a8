/**
 * The judge's step model, shared with `mus replay --deal N --steps` (one implementation: the
 * screen and the command line step through the same steps). It lives in `shared/judge/steps.ts`.
 */
export * from '../../shared/judge/steps.js';
