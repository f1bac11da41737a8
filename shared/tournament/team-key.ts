/**
 * Who a team is across a league's nights (docs/tournament.md, "A league of many clubs"): each club
 * types the names its own way, so « Lasa/Irigoien », « lasa / irigoien » and « Irigoien / Lasa »
 * are one team. Pure.
 */

/**
 * The key a league matches teams by: Unicode NFC, full case folding (upper then lower case, the
 * same on every machine: `toUpperCase`/`toLowerCase` never look at the locale, so « ß » and « SS »
 * are one), then the name cut at each `/` into the partners, each trimmed with its spaces
 * collapsed, and the partners sorted, so the order they were written in does not count. A name
 * without a slash is one part. Never shown: the league shows the name as first written.
 * @example leagueTeamKey(' Irigoien/LASA ') === leagueTeamKey('Lasa / Irigoien') // 'irigoien / lasa'
 */
export function leagueTeamKey(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase()
    .split('/').map((part) => part.replace(/\s+/g, ' ').trim())
    .sort().join(' / ');
}
