/**
 * The seed of a test file's random inputs (fast-check properties): TEST_SEED when given (FC_SEED, its older
 * name, too), else a fresh one. Printed once per file, so any run, failed or not, can be replayed exactly:
 *
 *   TEST_SEED=1234567 npx jest test/unit/classify-url.test.ts
 *
 * Every fc.assert of the file takes `{ seed: testSeed() }`; fast-check's failure message names the seed and
 * the shrink path as well.
 */
let chosen: number | undefined

export function testSeed(): number {
  if (chosen !== undefined) return chosen
  const given = process.env.TEST_SEED || process.env.FC_SEED
  if (given !== undefined && given !== '') {
    chosen = Number(given)
    if (!Number.isInteger(chosen)) throw new Error(`TEST_SEED=${given}: a whole number, please`)
  } else {
    // fast-check's own seeds are 32-bit integers.
    chosen = (Date.now() ^ (Math.random() * 0x100000000)) | 0
  }
  const file = expect.getState().testPath ?? 'this file'
  console.info(
    `random tests in ${file.replace(/^.*\/test\//, 'test/')}: seed ${chosen} (TEST_SEED=${chosen} replays them)`
  )
  return chosen
}
