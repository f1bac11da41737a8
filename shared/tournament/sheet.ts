/**
 * The printable pairing sheet of a round and the standings table, as plain text and as a
 * self-contained HTML page (print-ready; the app makes a PDF of it later). Pure: the words come
 * from `tournamentT` (shared/tournament/texts.ts) in the language asked.
 */
import type { Lang } from '../i18n/index.js';
import { pairById } from './reducer.js';
import { tournamentT } from './texts.js';
import type { LeagueRow } from './league.js';
import type { Round, Tournament, TournamentStandings } from './types.js';

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const padL = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** Escapes text for HTML (element content and double-quoted attributes). */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function who(t: Tournament, id: string): { team: string; players: string; club: string } {
  const p = pairById(t, id);
  return { team: p?.team ?? id, players: p ? p.players.join(' – ') : '', club: p?.club ?? '' };
}

function titleOf(t: Tournament, r: Round, lang: Lang): string {
  const w = tournamentT(lang);
  return w('sheetTitle', { name: t.settings.name, date: t.settings.date, n: r.round, of: t.settings.rounds, system: w(`system.${r.system}`) });
}

/** A rules preset as people name it: `FFMus`, `Pagat` (the file's ids are `ffmus`, `pagat`). */
export function presetLabel(preset: Tournament['rules']['preset']): string {
  return preset === 'ffmus' ? 'FFMus' : 'Pagat';
}

/** The rules line of a sheet: the preset as people name it, the manches to win and their target (in tantos). */
export function rulesOf(t: Tournament, lang: Lang): string {
  return tournamentT(lang)('rules', { preset: presetLabel(t.rules.preset), manches: t.rules.manchesToWin, target: t.rules.target });
}

/** The widest a team or players column of the text sheet grows; a longer name wraps onto the next lines. */
export const SHEET_COLUMN_MAX = 30;

/**
 * A text cut into lines of at most `width` characters, at spaces where it can (a word longer than
 * the width is cut). Never empty: an empty text is one empty line.
 */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > width) {
      if (line) lines.push(line);
      lines.push(word.slice(0, width));
      word = word.slice(width);
      line = '';
    }
    if (!word) continue;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** What a table's result column shows: the manche scores (`40-32`), side A first, or the word for a forfeit; null while there is none. */
function resultParts(t: Tournament, round: number, table: number, lang: Lang): string[] | null {
  const res = t.results[`${round}/${table}`];
  if (!res) return null;
  return res.source.kind === 'forfeit' ? [tournamentT(lang)('forfeit')] : res.manches.map((m) => `${m.A}-${m.B}`);
}

/**
 * The pairing sheet of a round as text: for each table, its number, the two teams, a blank to write
 * the result (or the result entered, "forfeit" in `lang` for a forfeit), then the players under
 * each team, a blank line between tables; the bye. The team and players columns are as wide as the
 * longest name up to {@link SHEET_COLUMN_MAX} characters; a longer one wraps, so one long team name
 * does not push every line off the page. The players line starts under the team's name.
 */
export function pairingSheetText(t: Tournament, r: Round, lang: Lang = 'fr'): string {
  const w = tournamentT(lang);
  const lines = [titleOf(t, r, lang), rulesOf(t, lang), ''];
  const longest = Math.max(8, ...r.tables.flatMap((p) => [who(t, p.A), who(t, p.B)].flatMap((x) => [x.team.length, x.players.length])));
  const width = Math.min(SHEET_COLUMN_MAX, longest);
  const gap = ' '.repeat(w('vs').length + 4);
  for (const [i, p] of r.tables.entries()) {
    if (i > 0) lines.push(''); // a blank line between tables: a wrapped name stays with its own
    const a = who(t, p.A), b = who(t, p.B);
    const head = `${w('table')} ${padL(String(p.table), 2)}  `;
    const indent = ' '.repeat(head.length);
    const score = resultParts(t, r.round, p.table, lang)?.join(' ') ?? '______________';
    const teamA = wrap(a.team, width), teamB = wrap(b.team, width);
    for (let k = 0; k < Math.max(teamA.length, teamB.length); k++) {
      const first = k === 0;
      const row = `${first ? head : indent}${pad(teamA[k] ?? '', width)}${first ? `  ${w('vs')}  ` : gap}${pad(teamB[k] ?? '', width)}`;
      lines.push((first ? `${row}  ${w('manchesLabel')} ${score}` : row).trimEnd());
    }
    const playersA = wrap(a.players, width), playersB = wrap(b.players, width);
    for (let k = 0; k < Math.max(playersA.length, playersB.length); k++) {
      lines.push(`${indent}${pad(playersA[k] ?? '', width)}${gap}${playersB[k] ?? ''}`.trimEnd());
    }
  }
  for (const id of r.byes) lines.push('', w('bye', { team: who(t, id).team }));
  return `${lines.join('\n')}\n`;
}

const CSS = `body{font-family:system-ui,sans-serif;margin:1.5cm;color:#000}
h1{font-size:16pt;margin:0 0 .2em}p{margin:0 0 1em}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #000;padding:.35em .5em;text-align:left;vertical-align:top}
td.n{text-align:right;width:3em}td.res{width:12em}td.sig{width:9em}.m{white-space:nowrap}small{color:#333}
@media print{body{margin:0}tr{break-inside:avoid}}`;

/** The pairing sheet of a round as a self-contained, print-ready HTML page (every text escaped). */
export function pairingSheetHtml(t: Tournament, r: Round, lang: Lang = 'fr'): string {
  const w = tournamentT(lang);
  const e = escapeHtml;
  const rows = r.tables.map((p) => {
    const a = who(t, p.A), b = who(t, p.B);
    // a manche's score never breaks at its hyphen ("10-" on a line, "40" on the next)
    const score = (resultParts(t, r.round, p.table, lang) ?? []).map((x) => `<span class="m">${e(x)}</span>`).join(' ');
    return `<tr><td class="n">${p.table}</td><td>${e(a.team)}<br><small>${e(a.players)}${a.club ? ` · ${e(a.club)}` : ''}</small></td>`
      + `<td>${e(b.team)}<br><small>${e(b.players)}${b.club ? ` · ${e(b.club)}` : ''}</small></td><td class="res">${score}</td><td class="sig"></td></tr>`;
  }).join('\n');
  const byes = r.byes.map((id) => `<p>${e(w('bye', { team: who(t, id).team }))}</p>`).join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${e(titleOf(t, r, lang))}</title><style>${CSS}</style></head>
<body><h1>${e(titleOf(t, r, lang))}</h1><p>${e(rulesOf(t, lang))}</p>
<table><thead><tr><th>${e(w('table'))}</th><th>A</th><th>B</th><th>${e(w('manches'))}</th><th>${e(w('signature'))}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${byes}
</body></html>
`;
}

/**
 * A text table: the head, then the rows, columns padded to their widest cell and two spaces apart
 * (to the right where `right(i)`); column `wrapCol` (a team's name) wraps past
 * {@link SHEET_COLUMN_MAX} characters, its next lines having only that cell.
 */
function textTable(head: string[], body: string[][], wrapCol: number, right: (i: number) => boolean): string[] {
  const rows = body.flatMap((b) => {
    const [first = '', ...more] = wrap(b[wrapCol] ?? '', SHEET_COLUMN_MAX);
    return [b.map((c, i) => (i === wrapCol ? first : c)), ...more.map((m) => head.map((_, i) => (i === wrapCol ? m : '')))];
  });
  // every row has the head's cells; a cell missing would be an empty one
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => widths.map((wd, i) => (right(i) ? padL : pad)(cells[i] ?? '', wd)).join('  ').trimEnd();
  return [line(head), ...rows.map(line)];
}

/** The standings as a text table, one line per pair (more when its team's name wraps past {@link SHEET_COLUMN_MAX} characters). */
export function standingsText(t: Tournament, s: TournamentStandings, lang: Lang = 'fr'): string {
  const w = tournamentT(lang);
  const head = ['rank', 'pair', 'team', 'club', 'played', 'byes', 'v', 'm', 'p', 'h2h', 'bh', 'by'].map((k) => w(`cols.${k}`));
  const body = s.rows.map((r) => [
    String(r.rank), r.pair, r.withdrawn ? `${r.team} (${w('withdrawn')})` : r.team, r.club ?? '', String(r.played), String(r.byes),
    String(r.victories), String(r.manchesWon), String(r.pointsInLostManches), String(r.headToHead), String(r.buchholz),
    r.decidedBy ? w(`decided.${r.decidedBy}`) : '',
  ]);
  const table = textTable(head, body, 2, (i) => i >= 4 && i <= 10);
  return `${[w('standingsTitle', { name: t.settings.name, date: t.settings.date, results: s.results }), '', ...table].join('\n')}\n`;
}

/** The league table over `nights` nights as text (`mus tournament league`), a team's name wrapping as in {@link standingsText}. */
export function leagueText(rows: readonly LeagueRow[], nights: number, lang: Lang = 'fr'): string {
  const w = tournamentT(lang);
  const head = [w('cols.rank'), w('cols.team'), w('clubs'), w('nights'), w('cols.played'), w('cols.byes'), w('cols.v'), w('cols.m'), w('cols.p')];
  const body = rows.map((r) => [String(r.rank), r.team, r.clubs.join(' / '), String(r.nights), String(r.played), String(r.byes), String(r.victories), String(r.manchesWon), String(r.pointsInLostManches)]);
  return `${[w('leagueTitle', { nights, teams: rows.length }), '', ...textTable(head, body, 1, (i) => i >= 3)].join('\n')}\n`;
}
