/** A table played from the players' phones (issue 26): the platform-neutral part. */
export * from './seat-tokens.js';
export * from './taps.js';
export * from './undo-agreement.js';
export * from './seat-acts.js';
export * from './showdown.js';
export * from './seat-view.js';
export * from './phone-error.js';
export * from './lobby.js';
