// Fairy-Stockfish (ffish 0.7.10, WebAssembly) on the rule book's cases (tests/data/xiangqi/rule-book/
// cases.tsv): each case's moves up to the last one that repeats a position, then around that cycle
// until ffish declares the game over (draw claims included), as games/xiangqi/tests/rule_book_test.cpp
// plays them. One JSON line per case: the book's loser and ffish's. Its output is committed as
// tests/data/xiangqi/peers/ffish-rule-book.jsonl, which rule_book_test.cpp checks (no node needed
// there); run it again when cases.tsv changes, with the peers' packages (~/repetita-peers, `npm ci`):
//   NODE_PATH=~/repetita-peers/node_modules node tools/peers/xiangqi_rule_book_ffish.js \
//     tests/data/xiangqi/rule-book/cases.tsv > tests/data/xiangqi/peers/ffish-rule-book.jsonl
// Results and the one disagreement with the book: docs/rules/xiangqi.md 6.
const fs = require('fs');
delete globalThis.fetch;
const ffish = require('ffish');
const file = process.argv[2];
ffish['onRuntimeInitialized'] = () => {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('id\t'));
  for (const line of lines) {
    const f = line.split('\t');
    const [id, , , fen0, , , loser, movesText] = f;
    const parts = fen0.trim().split(/\s+/);
    const board = parts[0].replace(/h/g, 'n').replace(/H/g, 'N').replace(/e/g, 'b').replace(/E/g, 'B');
    const side = parts[1] === 'b' ? 'b' : 'w';
    const fen = `${board} ${side} - - 0 1`;
    const moves = movesText.split(' ').map((m) => m[0] + (Number(m[1]) + 1) + m[2] + (Number(m[3]) + 1));
    let b;
    try { b = new ffish.Board('xiangqi', fen); } catch (e) { console.log(JSON.stringify({ id, error: 'fen' })); continue; }
    // positions without counters, to find the last repeating ply and its cycle
    const key = () => b.fen().split(' ').slice(0, 2).join(' ');
    const seen = [key()];
    let lastRepeat = 0, cycle = 0;
    const probe = new ffish.Board('xiangqi', fen);
    const pk = () => probe.fen().split(' ').slice(0, 2).join(' ');
    const ps = [pk()];
    let bad = null;
    moves.forEach((m, i) => { if (bad) return; if (!probe.push(m)) { bad = m; return; } const k = pk();
      for (let j = ps.length - 1; j >= 0; j--) if (ps[j] === k) { lastRepeat = i + 1; cycle = i + 1 - j; break; } ps.push(k); });
    probe.delete();
    if (bad || cycle === 0) { console.log(JSON.stringify({ id, error: bad ? `illegal ${bad}` : 'no cycle' })); b.delete(); continue; }
    const played = [];
    let over = null, result = null;
    const play = (m) => { b.push(m); played.push(m); if (over === null && b.isGameOver(true)) { over = played.length; result = b.result(true); } };
    for (let i = 0; i < lastRepeat && over === null; i++) play(moves[i]);
    for (let k = 0; k < 3 * cycle && over === null; k++) play(played[played.length - cycle]);
    const ffLoser = result === '1-0' ? 'black' : result === '0-1' ? 'red' : result === '1/2-1/2' ? 'none' : 'unended';
    console.log(JSON.stringify({ id, book: loser, ffish: ffLoser, ply: over, result }));
    b.delete();
  }
};
