/** The details of the file gate's problems in English: the gate's own words (`shared/format/detail-words.ts`). */
export { DETAIL_EN as EN_DETAILS } from '../../../format/detail-words.js';
