/**
 * The words of a front-coded list by rank (scripts/strength-dictionary.mjs packs it): bands of
 * doubling width (ranks 1, 2-3, 4-7, ...) split by spaces, their words by `,`, each word a digit
 * (how many characters it shares with the word before) then the rest. A word's index + 1 is its
 * rank to within its band; a band's unused ranks are empty strings (never matched).
 */
export function unpackWords(packed: string): string[] {
  const words: string[] = [];
  for (const [band, coded] of packed.split(' ').entries()) {
    // Band b starts at rank 2^b: the list is filled up to there.
    while (words.length < 2 ** band - 1) words.push('');
    let before = '';
    for (const word of coded ? coded.split(',') : []) {
      before = before.slice(0, Number(word[0])) + word.slice(1);
      words.push(before);
    }
  }
  return words;
}
