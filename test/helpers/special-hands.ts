/**
 * Random hands from a suited 40-card deck with rare shapes planted often enough to be tested: Juego
 * Real candidates (three sevens and a ten-point card, of oros or not, or a 3 that is a king only with
 * eight kings), duples that tie on the higher pair (FFMus art. 12), four alike, hands equal but for
 * the suits (ties to the esku), 31s. Every deal is a real one (each card once), so it can be settled.
 */

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
const SUITS = ['o', 'c', 'e', 'b'];

/** Shapes to plant, as suited cards (each card at most once in a shape). */
const SHAPES: string[][] = [
  ['7o', '7c', '7e', '10o'], ['7o', '7c', '7b', '10e'], ['7c', '7e', '7b', '11o'], ['7o', '7e', '7b', '12c'],
  ['7o', '7c', '7e', '3b'], ['7o', '7c', '7e', '2b'], ['7c', '7e', '7b', '1o'],
  ['11o', '11c', '7o', '7c'], ['11e', '11b', '6o', '6c'], ['11e', '11b', '7e', '7b'],
  ['12o', '3c', '5o', '5c'], ['12e', '12b', '1o', '2c'], ['5o', '5c', '5e', '5b'], ['3o', '3c', '12c', '12o'],
  ['12o', '12c', '5e', '4o'], ['3e', '12b', '5b', '4c'], ['12o', '11o', '10o', '1o'], ['12c', '11c', '10c', '1c'],
  ['1o', '1c', '2o', '4e'], ['1e', '2c', '2e', '4b'], ['10o', '10c', '10e', '1b'], ['6o', '6c', '4o', '4c'],
];

/**
 * `players` hands: a shuffled suited deck, with 0-3 shapes planted at random seats.
 * @param rng a PRNG in [0, 1)
 */
export function specialHands(rng: () => number, players = 4): string[][] {
  const deck: string[] = [];
  for (const n of NUMBERS) for (const s of SUITS) deck.push(`${n}${s}`);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const fixed = new Set<number>(); // deck positions already planted
  const plants = Math.floor(rng() * 4);
  for (let k = 0; k < plants; k++) {
    const shape = SHAPES[Math.floor(rng() * SHAPES.length)]!;
    const seat = Math.floor(rng() * players);
    if ([0, 1, 2, 3].some((i) => fixed.has(seat * 4 + i))) continue;
    // the shape's cards must not already be planted elsewhere
    if (shape.some((c) => fixed.has(deck.indexOf(c)))) continue;
    shape.forEach((c, i) => {
      const from = deck.indexOf(c);
      const to = seat * 4 + i;
      [deck[from], deck[to]] = [deck[to]!, deck[from]!];
      fixed.add(to);
    });
  }
  return Array.from({ length: players }, (_, p) => deck.slice(p * 4, p * 4 + 4));
}
