/**
 * src/utils/html/ on hostile sizes: the sanitiser and both outputs take time linear in the input, up to 1 MB,
 * for the shapes that make naive parsers quadratic. Times are CPU time of this process (other processes on the
 * machine do not count), the best of three runs.
 *
 * Linear means doubling the input doubles the time; quadratic means four times. Each shape is timed at 256 KB,
 * 512 KB and 1 MB: a quadratic shape grows about 4× at BOTH doublings (16× overall); a linear one about 2×.
 * V8 itself has steps (a global `String.replace` with more than ~2^19 matches leaves its fast path and costs
 * ~10× more per match from then on, then grows linearly again), so one doubling may jump: the check is that
 * the smaller of the two doublings stays under 3.5× (quadratic is 4×), and that 1 MB finishes within a generous bound.
 */
import { htmlToText, sanitizeHtml, toHtmlString, toRichTextNodes } from '@/utils/html'
import { splitBlocks } from '@/components/RichHtml/blocks'

const KB = 1024

/** Each builds about `size` characters of one pathological shape. */
const SHAPES: Record<string, (size: number) => string> = {
  'deep nesting': (size) => '<div>'.repeat(size / 5),
  'links under 99 wrappers': (size) =>
    '<div>'.repeat(99) + `<a href="/x">x</a>${'text '.repeat(30)}`.repeat(size / 168),
  'many unclosed inline tags': (size) => '<b><i><u>'.repeat(size / 9),
  'many unclosed table parts': (size) => '<table><tr><td>'.repeat(size / 15),
  'many stray end tags': (size) => '</p></x>'.repeat(size / 8),
  'many `<`': (size) => '<'.repeat(size),
  'many `<` before letters and slashes': (size) => '<a<b</<!'.repeat(size / 8),
  'many empty comments': (size) => '<!---->'.repeat(size / 7),
  'many --!> comments': (size) => '<!----!>'.repeat(size / 8),
  'many entities': (size) => '&amp;&#60;&lt'.repeat(size / 13),
  'a long attribute value': (size) => `<a href="/x" title="${'x'.repeat(size)}">t</a>`,
  'a long address of spaces': (size) => `<a href="x${' '.repeat(size)}y">t</a>`,
  'an address of many spaced words': (size) => `<a href="https://x/${'a '.repeat(size / 2)}">t</a>`,
  'a long style': (size) => `<p style="color:${' '.repeat(size)}x; font-size: 1px">p</p>`,
  'an attribute quote left open': (size) => `<p title="${'<b>'.repeat(size / 3)}`,
  'many attributes': (size) => `<p ${'a=1 '.repeat(size / 4)}>x</p>`,
}

/** Everything the app does with server HTML: the tree, the H5 string, the mini-program nodes and blocks, text. */
function everything(html: string) {
  const tree = sanitizeHtml(html)
  toHtmlString(tree)
  toRichTextNodes(tree)
  splitBlocks(tree)
  htmlToText(html)
}

/** CPU milliseconds allowed for `size` characters: 10 s a megabyte, far above what linear code needs. */
const budgetMs = (size: number) => (10_000 * size) / (1024 * KB)

/** Best-of-three CPU milliseconds of `everything` on `html`; one run only when it is over `budget` already. */
function cpuMs(html: string, budget: number): number {
  let best = Infinity
  for (let run = 0; run < 3 && (run === 0 || best <= budget); run++) {
    const started = process.cpuUsage()
    everything(html)
    const { user, system } = process.cpuUsage(started)
    best = Math.min(best, (user + system) / 1000)
  }
  return best
}

describe('sanitiser time on 1 MB inputs', () => {
  it.each(Object.keys(SHAPES))(
    '%s: linear in the input',
    (name) => {
      const make = SHAPES[name]
      everything(make(64 * KB)) // warm up the compiled code
      const times: number[] = []
      for (const size of [256 * KB, 512 * KB, 1024 * KB]) {
        const time = cpuMs(make(size), budgetMs(size))
        // A floor of 5 ms: below it, timer resolution and noise make ratios meaningless.
        times.push(Math.max(5, time))
        const report = `${name}: ${times.map((ms, index) => `${256 << index} KB ${ms.toFixed(0)} ms`).join(', ')}`
        // Over budget: stop here (a quadratic shape would take minutes at 1 MB).
        expect({ report, withinBudget: time <= budgetMs(size) }).toEqual({ report, withinBudget: true })
      }
      const [quarter, half, full] = times
      const report = `${name}: 256 KB ${quarter.toFixed(0)} ms, 512 KB ${half.toFixed(0)} ms, 1 MB ${full.toFixed(0)} ms`
      expect({ report, linear: Math.min(half / quarter, full / half) < 3.5 }).toEqual({
        report,
        linear: true,
      })
    },
    120_000
  )
})
