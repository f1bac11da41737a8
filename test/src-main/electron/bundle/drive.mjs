// Loads the built main bundle with the stub electron and drives it like the control window would;
// prints one JSON line of what it saw (bundle smoke test).
const out = {};
await import(new URL('../../../../out/main/index.js', import.meta.url).href);
for (let i = 0; i < 50 && !globalThis.__win; i++) await new Promise((r) => setTimeout(r, 20));
const h = globalThis.__handlers;
out.channels = [...h.keys()].sort();
out.url = globalThis.__win?.url ?? null;
out.webPreferences = globalThis.__win?.options?.webPreferences ?? null;
const ev = { sender: { id: 1 }, senderFrame: { url: out.url, parent: null } };
out.newMatch = await h.get('mus:match:new')(ev, { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 });
out.cut = await h.get('mus:command')(ev, { command: { cmd: 'cut' }, source: 'ui' });
out.bet = await h.get('mus:command')(ev, { command: { cmd: 'bet', amount: 3 }, source: 'keyboard' });
out.stranger = await h.get('mus:command')({ sender: { id: 77 }, senderFrame: { url: out.url, parent: null } }, { command: { cmd: 'fold' }, source: 'ui' });
out.list = await h.get('mus:library:list')(ev, {});
out.boxState = await h.get('mus:box:state:get')(ev);
out.share = await h.get('mus:share:start')(ev, { host: '127.0.0.1', port: 0 });
if (out.share.ok) {
  const res = await fetch(out.share.value.url);
  out.page = { status: res.status, marker: (await res.text()).includes('<meta name="mus-feed" content="sse" />') };
}
out.shareStopped = await h.get('mus:share:stop')(ev);
console.log(JSON.stringify(out));
process.exit(0);
