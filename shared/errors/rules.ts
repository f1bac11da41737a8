/** `rules/…`: the rule options of a record or a setup (`rules/presets.ts`, docs/rules-presets.md). */
export type RulesCode =
  | 'rules/unknown-preset' // the preset is neither ffmus nor pagat
  | 'rules/bad-option'; // an option is unknown or has a value the engine does not allow
