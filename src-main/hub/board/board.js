// The tournament board page (served by the hub, src-main/hub/hub-server.ts): follows /api/events
// and draws every table of the round and the standings. Plain JavaScript, no build; text only
// (textContent), so a team name can never become markup. Read-only: it sends nothing.
// Its language: `?lang=fr|eu|es|en` in the address, else the browser's, else French.
const TEXTS = {
  fr: {
    title: 'Tournoi', tables: 'Tables', standings: 'Classement', round: (n) => `Tour ${n}`, table: (n) => `Table ${n}`,
    state: { waiting: 'en attente', playing: 'en jeu', finished: 'terminée' }, live: 'en direct', connecting: 'connexion…', reconnecting: 'reconnexion…',
    head: ['#', 'Équipe', 'V', 'M', 'Pts'], note: 'V victoires · M manches gagnées · Pts points des manches perdues (FFMus art. 2)',
    score: (m, t, h, k) => `${m} manche(s), ${t} tantos (${h} hamarreko${h === 1 ? '' : 's'}, ${k} tanto${k === 1 ? '' : 's'})`,
  },
  eu: {
    title: 'Txapelketa', tables: 'Mahaiak', standings: 'Sailkapena', round: (n) => `${n}. itzulia`, table: (n) => `${n}. mahaia`,
    state: { waiting: 'zain', playing: 'jokoan', finished: 'bukatua' }, live: 'zuzenean', connecting: 'konektatzen…', reconnecting: 'berriz konektatzen…',
    head: ['#', 'Taldea', 'I', 'P', 'Pt'], note: 'I irabaziak · P irabazitako partidak · Pt galdutako partiden puntuak (FFMus 2. art.)',
    score: (m, t, h, k) => `${m} partida, ${t} tanto (${h} hamarreko, ${k} tanto)`,
  },
  es: {
    title: 'Torneo', tables: 'Mesas', standings: 'Clasificación', round: (n) => `Ronda ${n}`, table: (n) => `Mesa ${n}`,
    state: { waiting: 'en espera', playing: 'en juego', finished: 'terminada' }, live: 'en directo', connecting: 'conectando…', reconnecting: 'reconectando…',
    head: ['#', 'Pareja', 'V', 'J', 'Pts'], note: 'V victorias · J juegos ganados · Pts puntos de los juegos perdidos (FFMus art. 2)',
    score: (m, t, h, k) => `${m} juego(s), ${t} tantos (${h} amarrako${h === 1 ? '' : 's'}, ${k} tanto${k === 1 ? '' : 's'})`,
  },
  en: {
    title: 'Tournament', tables: 'Tables', standings: 'Standings', round: (n) => `Round ${n}`, table: (n) => `Table ${n}`,
    state: { waiting: 'waiting', playing: 'playing', finished: 'finished' }, live: 'live', connecting: 'connecting…', reconnecting: 'reconnecting…',
    head: ['#', 'Team', 'W', 'M', 'Pts'], note: 'W wins · M manches won · Pts points in manches lost (FFMus art. 2)',
    score: (m, t, h, k) => `${m} manche(s), ${t} tantos (${h} hamarreko${h === 1 ? '' : 's'}, ${k} tanto${k === 1 ? '' : 's'})`,
  },
};
const asked = new URLSearchParams(location.search).get('lang');
const lang = [asked, ...(navigator.languages ?? [navigator.language])].map((l) => String(l ?? '').slice(0, 2).toLowerCase()).find((l) => l in TEXTS) ?? 'fr';
const T = TEXTS[lang];
const tables = new Map();
let board = null;

const $ = (sel) => document.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = String(text);
  return e;
};

// the fixed words of the page, in its language
document.documentElement.lang = lang;
$('[data-testid="board-title"]').textContent = T.title;
$('#tables-title').textContent = T.tables;
$('#standings-title').textContent = T.standings;
$('[data-testid="board-status"]').textContent = T.connecting;
$('.board-note').textContent = T.note;
$('[data-testid="board-standings"] thead tr').replaceChildren(...T.head.map((h) => {
  const th = el('th', '', h);
  th.scope = 'col';
  return th;
}));

function tableItem(t) {
  const li = el('li', `board-table ${t.state}`);
  li.dataset.testid = `table-${t.table}`;
  li.dataset.state = t.state;
  const head = el('div', 't-head');
  head.append(el('span', 't-no', T.table(t.table)), el('span', 't-state', T.state[t.state] ?? t.state));
  li.append(head);
  for (const side of ['A', 'B']) {
    const row = el('div', `t-team t-team-${side}${t.winner === side ? ' t-winner' : ''}`);
    const name = el('span', 't-name', t.teams[side]);
    const score = el('span', 't-score', `${t.manchesWon[side]} · ${t.score[side]}`);
    score.dataset.testid = `score-${t.table}-${side}`;
    score.title = T.score(t.manchesWon[side], t.score[side], t.tokens[side].hamarrekos, t.tokens[side].tantos);
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
  $('[data-testid="board-round"]').textContent = T.round(b.round);
  tables.clear();
  for (const t of b.tables) tables.set(t.table, t);
  drawTables();
  drawStandings(b.standings);
}

// the board the director opened carries the hub's board key (`/?key=…`): its stream is never evicted by anonymous ones
const boardKey = new URLSearchParams(location.search).get('key');
const source = new EventSource(boardKey ? `/api/events?key=${encodeURIComponent(boardKey)}` : '/api/events');
source.onopen = () => { $('[data-testid="board-status"]').textContent = T.live; };
source.onerror = () => { $('[data-testid="board-status"]').textContent = T.reconnecting; };
source.onmessage = (m) => {
  const e = JSON.parse(m.data);
  if (e.type === 'board') drawBoard(e.board);
  else if (e.type === 'table' && board && e.table.round === board.round) {
    tables.set(e.table.table, e.table);
    drawTables();
  } else if (e.type === 'standings') drawStandings(e.standings);
};
