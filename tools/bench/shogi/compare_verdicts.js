// Compares repetita's `jsa` verdicts with the peers' on the same games (tools/bench/shogi/run-peers.sh).
// usage: node compare_verdicts.js REPETITA.jsonl PEER=OUT[,OUT...] ...   (PEER: tsshogi, ffish, ffish_sfen, shogiops;
//   OUT: the peer's output for input X, named X.<anything>.out)
// REPETITA.jsonl: `repetita analyze --rules jsa --format json` over the inputs, named as the peers
// name them (a USI file's games by their index, other files by their name: game 1).
// A verdict is the first ply where the rules end the game by repetition, a draw or a loss and the
// loser. Each peer is compared on the games it reads; every difference is listed.
const fs = require('fs');
const path = require('path');
const lines = (f) => fs.readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const show = (v) => (v ? `${v.kind}${v.loser ? ' of ' + v.loser : ''} at ply ${v.ply}` : 'none');
const same = (a, b) => (!a && !b) || (a && b && a.ply === b.ply && a.kind === b.kind && a.loser === b.loser);

const [repetitaFile, ...peerArgs] = process.argv.slice(2);
const ours = new Map();  // key: "<basename>#<game>"
for (const g of lines(repetitaFile)) {
  const v = g.end_ply === null ? null
    : { ply: g.end_ply, kind: g.end_rule === 'sennichite' ? 'draw' : 'loss',
        loser: g.end_rule === 'sennichite' ? null : g.events[g.events.length - 1].by };
  ours.set(`${path.basename(g.file)}#${g.game}`, v);
}

// Each peer's output as [key, verdict or undefined when it could not read the game].
const readers = {
  // tsshogi 2.2: `game` is the file name, or "file#i" for the i-th USI line.
  tsshogi: (g) => {
    const key = /#\d+$/.test(g.game) ? path.basename(g.game) : `${path.basename(g.game)}#1`;
    if (g.error) return [key, undefined];
    const v = g.first_sennichite_ply === null ? null
      : { ply: g.first_sennichite_ply, kind: g.perpetual_check_by ? 'loss' : 'draw',
          loser: g.perpetual_check_by === 'black' ? 'sente' : g.perpetual_check_by === 'white' ? 'gote' : null };
    return [key, v];
  },
  // ffish: repetition ends (sennichite, perpetual check) come with the claim flag only; a game over
  // without it (checkmate) is not a repetition verdict.
  ffish: (g, file) => {
    const key = `${path.basename(file)}#${g.game}`;
    if (g.error) return [key, undefined];
    const ply = g.first_game_over_with_claim_ply;
    if (ply === null || (g.first_game_over_ply !== null && g.first_game_over_ply <= ply)) return [key, null];
    const r = g.result_with_claim;
    return [key, { ply, kind: r === '1/2-1/2' ? 'draw' : 'loss', loser: r === '1-0' ? 'gote' : r === '0-1' ? 'sente' : null }];
  },
  // shogiops 0.18 has no repetition rule: the peer script counts fourfold positions (a draw).
  shogiops: (g, file) => {
    const key = `${path.basename(file)}#${g.game}`;
    if (g.error) return [key, undefined];
    return [key, g.first_sennichite_ply === null ? null : { ply: g.first_sennichite_ply, kind: 'draw', loser: null }];
  },
};

for (const arg of peerArgs) {
  const eq = arg.indexOf('=');
  const name = arg.slice(0, eq);
  const files = arg.slice(eq + 1).split(',').filter(Boolean);
  const read = readers[name.replace(/_sfen$/, '')];
  let compared = 0, agree = 0, withVerdict = 0;
  const unread = [];
  const differences = [];
  for (const file of files) {
    for (const g of lines(file)) {
      const [key, theirs] = read(g, file.replace(/\.[a-z_]+\.out$/, ''));
      if (!ours.has(key)) continue;
      if (theirs === undefined) { unread.push(key); continue; }
      compared++;
      const mine = ours.get(key);
      if (mine) withVerdict++;
      if (same(mine, theirs)) agree++;
      else differences.push(`    ${key}: repetita jsa ${show(mine)}, ${name} ${show(theirs)}`);
    }
  }
  console.log(`${name.padEnd(11)} ${compared} games compared (${withVerdict} with a repetition verdict), ` +
              `${agree} agree, ${differences.length} differ, ${unread.length} not read by the peer` +
              (unread.length ? ` (${unread.slice(0, 8).join(' ')}${unread.length > 8 ? ' ...' : ''})` : ''));
  for (const d of differences) console.log(d);
}
