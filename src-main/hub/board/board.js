// The tournament board page (served by the hub, src-main/hub/hub-server.ts): follows /api/events
// and draws every table of the round and the standings. Plain JavaScript, no build; text only
// (textContent), so a team name can never become markup. Read-only: it sends nothing.
const tables = new Map();
let board = null;

const $ = (sel) => document.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = String(text);
  return e;
};
const STATE = { waiting: 'en attente', playing: 'en jeu', finished: 'terminée' };
const tokens = (t) => `${t.hamarrekos} hamarreko${t.hamarrekos === 1 ? '' : 's'} ${t.tantos} tanto${t.tantos === 1 ? '' : 's'}`;

function tableItem(t) {
  const li = el('li', `board-table ${t.state}`);
  li.dataset.testid = `table-${t.table}`;
  li.dataset.state = t.state;
  const head = el('div', 't-head');
  head.append(el('span', 't-no', `Table ${t.table}`), el('span', 't-state', STATE[t.state] ?? t.state));
  li.append(head);
  for (const side of ['A', 'B']) {
    const row = el('div', `t-team t-team-${side}${t.winner === side ? ' t-winner' : ''}`);
    const name = el('span', 't-name', t.teams[side]);
    const score = el('span', 't-score', `${t.manchesWon[side]} · ${t.score[side]}`);
    score.dataset.testid = `score-${t.table}-${side}`;
    score.title = `${t.manchesWon[side]} manche(s), ${t.score[side]} tantos (${tokens(t.tokens[side])})`;
    const beans = el('span', 't-tokens', `${t.tokens[side].hamarrekos}h ${t.tokens[side].tantos}t`);
    beans.setAttribute('aria-hidden', 'true'); // the score's title says it in words
    row.append(name, beans, score);
    li.append(row);
  }
  return li;
}

function drawTables() {
  const list = $('[data-testid="board-tables"]');
  list.replaceChildren(...[...tables.values()].sort((a, b) => a.table - b.table).map(tableItem));
}

function drawStandings(rows) {
  const body = $('[data-testid="board-standings"] tbody');
  body.replaceChildren(...rows.map((r) => {
    const tr = el('tr');
    tr.append(el('td', '', r.rank), el('td', '', r.name), el('td', '', r.victories), el('td', '', r.manchesWon), el('td', '', r.pointsInLostManches));
    return tr;
  }));
}

function drawBoard(b) {
  board = b;
  document.title = `Mus — ${b.tournament.name}`;
  $('[data-testid="board-title"]').textContent = b.tournament.name;
  $('[data-testid="board-round"]').textContent = `Tour ${b.round}`;
  tables.clear();
  for (const t of b.tables) tables.set(t.table, t);
  drawTables();
  drawStandings(b.standings);
}

const source = new EventSource('/api/events');
source.onopen = () => { $('[data-testid="board-status"]').textContent = 'en direct'; };
source.onerror = () => { $('[data-testid="board-status"]').textContent = 'reconnexion…'; };
source.onmessage = (m) => {
  const e = JSON.parse(m.data);
  if (e.type === 'board') drawBoard(e.board);
  else if (e.type === 'table' && board && e.table.round === board.round) {
    tables.set(e.table.table, e.table);
    drawTables();
  } else if (e.type === 'standings') drawStandings(e.standings);
};
