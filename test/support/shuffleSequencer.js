/**
 * Jest's own file order (slowest and last-failed first), or, with TEST_SHUFFLE_SEED set, a shuffled one
 * that the seed repeats: `TEST_SHUFFLE_SEED=42 npm test` proves no test file depends on another running first.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** A small seeded generator (mulberry32): the same seed gives the same order, for re-running a failure. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ShuffleSequencer extends Sequencer {
  sort(tests) {
    const seed = process.env.TEST_SHUFFLE_SEED;
    if (!seed) return super.sort(tests);
    const random = seededRandom(Number(seed) || [...seed].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7));
    const shuffled = [...tests].sort((a, b) => a.path.localeCompare(b.path));
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    return shuffled;
  }
}

module.exports = ShuffleSequencer;
