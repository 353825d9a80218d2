// Fairy-Stockfish (ffish 0.7.10, WebAssembly) on xiangqi games that start from a FEN, which
// ../shared/peers/peer_ffish.js does not set up (it plays xiangqi from the initial position only).
// Input: one JSON line per game, {"fen": "...", "moves": ["h3e3", ...]} in a1-i10 coordinates, as
// repetita-xiangqi-moves writes them. Output: one JSON line per game with peer_ffish.js's fields
// (the first ply where isGameOver(true) and isGameOver(false) hold, and result() there), so that
// tools/peers/xiangqi_games_ffish.py writes both kinds of games alike.
//   NODE_PATH=~/repetita-peers/node_modules node tools/peers/xiangqi_fen_games_ffish.js games.jsonl
const fs = require('fs');
delete globalThis.fetch; // the old emscripten glue would try fetch() on a file path under node >= 18
const ffish = require('ffish');
const file = process.argv[2];
ffish['onRuntimeInitialized'] = () => {
  const games = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  games.forEach((g, i) => {
    const b = new ffish.Board('xiangqi', g.fen);
    // ffish falls back to a default position on a FEN it cannot read: say so rather than play on.
    const setUp = b.fen().split(' ').slice(0, 2).join(' ') === g.fen.split(' ').slice(0, 2).join(' ');
    let firstMandatory = null, mandResult = null, firstClaim = null, claimResult = null, claimClock = null;
    let err = setUp ? null : `cannot set up ${g.fen}`;
    g.moves.forEach((m, k) => {
      if (err) return;
      if (!b.push(m)) { err = `illegal ${m} at ply ${k + 1}`; return; }
      if (firstMandatory === null && b.isGameOver(false)) { firstMandatory = k + 1; mandResult = b.result(false); }
      if (firstClaim === null && b.isGameOver(true)) { firstClaim = k + 1; claimResult = b.result(true); claimClock = b.halfmoveClock(); }
    });
    const out = { game: i + 1, plies: g.moves.length, first_game_over_ply: firstMandatory, result: mandResult,
                  first_game_over_with_claim_ply: firstClaim, result_with_claim: claimResult,
                  halfmove_clock_at_claim: claimClock };
    if (err) out.error = err;
    console.log(JSON.stringify(out));
    b.delete();
  });
};
