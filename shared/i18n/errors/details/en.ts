/** The details of the file gate's problems in English: the gate's own words (`shared/format/detail-en.ts`). */
export { DETAIL_EN as EN_DETAILS } from '../../../format/detail-en.js';
