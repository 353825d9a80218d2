// Fairy-Stockfish (ffish 0.7.10, WebAssembly) on USI lines that may start from an SFEN, which
// ../shared/peers/peer_ffish.js cannot (it plays every line from the initial position). Same output:
// one JSON line per game with the first ply where the game is over without a claim
// (board.isGameOver(false)) and with one (isGameOver(true)), and the results.
// usage: REPETITA_PEERS=~/repetita-peers node peer_ffish_sfen.js FILE.usi
const fs = require('fs');
const path = require('path');
delete globalThis.fetch;  // the emscripten glue of ffish 0.7.10 would try fetch() on a file path
const ffish = require(path.join(process.env.REPETITA_PEERS || path.join(process.env.HOME, 'repetita-peers'),
                                'node_modules', 'ffish'));
// USI 7g7f / P*5e / 8h2b+  ->  Fairy-Stockfish c3c4 / P@e5 / b2h8+ (files 9..1 are a..i, ranks a..i are 9..1)
function usiToFairy(m) {
  const sq = (f, r) => String.fromCharCode(97 + 9 - Number(f)) + String(9 - (r.charCodeAt(0) - 97));
  if (m[1] === '*') return m[0] + '@' + sq(m[2], m[3]);
  return sq(m[0], m[1]) + sq(m[2], m[3]) + (m.endsWith('+') ? '+' : '');
}
// SFEN "board b|w hands n" -> Fairy-Stockfish "board[hands] w|b - - 0 n" (sente is its white)
function sfenToFen(board, side, hands, number) {
  let pocket = '';
  if (hands !== '-') for (const [, n, p] of hands.matchAll(/(\d*)([A-Za-z])/g)) pocket += p.repeat(n ? Number(n) : 1);
  return `${board}[${pocket}] ${side === 'b' ? 'w' : 'b'} - - 0 ${number || 1}`;
}
ffish['onRuntimeInitialized'] = () => {
  const lines = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => /^\s*(position|startpos|sfen)\b/.test(l));
  lines.forEach((line, i) => {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'position') words.shift();
    let fen = null;
    let k = 1;
    if (words[0] === 'sfen') { fen = sfenToFen(words[1], words[2], words[3], words[4]); k = /^\d+$/.test(words[4]) ? 5 : 4; }
    if (words[k] === 'moves') k++;
    const moves = words.slice(k).map(usiToFairy);
    const b = fen ? new ffish.Board('shogi', fen) : new ffish.Board('shogi');
    let firstMandatory = null, mandResult = null, firstClaim = null, claimResult = null, err = null;
    moves.forEach((m, j) => {
      if (err) return;
      if (!b.push(m)) { err = `illegal ${m} at ply ${j + 1}`; return; }
      if (firstMandatory === null && b.isGameOver(false)) { firstMandatory = j + 1; mandResult = b.result(false); }
      if (firstClaim === null && b.isGameOver(true)) { firstClaim = j + 1; claimResult = b.result(true); }
    });
    const out = { game: i + 1, plies: moves.length, first_game_over_ply: firstMandatory, result: mandResult,
                  first_game_over_with_claim_ply: firstClaim, result_with_claim: claimResult };
    if (err) out.error = err;
    console.log(JSON.stringify(out));
    b.delete();
  });
};
