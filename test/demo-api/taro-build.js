'use strict'
// The Taro builds `npm start` and `npm run start:weapp` run, with their progress on screen.
//
// Taro draws webpackbar's progress bar (redrawn in place with cursor codes) and prints the result, warnings and
// errors on stdout. In a terminal that output is passed through as it is. Anywhere else (CI, a log file, a test)
// the bar's frames are dropped, every other line (the result, warnings, errors) is printed, and a line
// `… <label>: 45% building, 20 s` comes every few seconds, so a build is never silent and a failure shows why.
const path = require('path')
const { spawn } = require('child_process')

const ROOT = path.resolve(__dirname, '..', '..')
const TARO = path.join(ROOT, 'node_modules', '.bin', 'taro')

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07/g
const PROGRESS = /^\s*●\s.*?(?:\s(\w+))?\s\((\d+)%\)/

/**
 * A filter for Taro's output: `push(text)` takes raw output (any chunking) and returns, in order, the lines to
 * show (`{ line }`) and the bar's progress (`{ percent, phase }`). A bar frame is its `●` line and the lines after
 * it up to the next empty line (the bar wraps, and its second line names the module being built). A line that
 * repeats the one shown before it is dropped.
 */
function taroOutputFilter() {
  let partial = ''
  let inFrame = false
  let last = null
  const lineOf = (raw) => raw.replace(ANSI, '').replace(/\r/g, '').trimEnd()
  function take(line) {
    const match = PROGRESS.exec(line)
    if (match) {
      inFrame = true
      return { percent: Number(match[2]), phase: match[1] || '' }
    }
    if (line.trim() === '') {
      inFrame = false
      return null
    }
    // Outside a terminal Taro's H5 spinner prints its text again and again: once is enough.
    if (inFrame || line === last) return null
    last = line
    return { line }
  }
  return {
    push(text) {
      const lines = (partial + text).split('\n')
      partial = lines.pop()
      return lines.map((raw) => take(lineOf(raw))).filter(Boolean)
    },
    flush() {
      const rest = partial
      partial = ''
      const entry = rest ? take(lineOf(rest)) : null
      return entry ? [entry] : []
    },
  }
}

/** What a line of Taro's output says about the build: 'built', 'failed' or null. */
function buildEvent(line) {
  if (/Compiled successfully|编译成功/.test(line)) return 'built'
  if (/✖ Errors|Failed to compile|Compiled with (some )?errors|编译失败/.test(line)) return 'failed'
  return null
}

/**
 * Runs `taro build --type <type> [--watch]` in the repository root with `env` added.
 *   label         what is being built, for the progress lines ("the H5 app")
 *   onEvent(e)    'built' / 'failed' each time a build ends (in watch mode: every rebuild)
 *   out           where lines go (default: this process's stdout); `tty` passes Taro's output through unfiltered
 *   tickMs        how often a progress line is printed when not in a terminal
 *   command       [file, ...args] to run instead of Taro (tests)
 * Returns { child, exited: Promise<{ code, signal }>, stop() }.
 */
function runTaroBuild({
  type,
  watch = false,
  env = {},
  label = `the ${type} build`,
  onEvent = () => undefined,
  out = process.stdout,
  tty = Boolean(out.isTTY),
  tickMs = 5000,
  command = [TARO, 'build', '--type', type, ...(watch ? ['--watch'] : [])],
}) {
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const filter = taroOutputFilter()
  let started = Date.now()
  let building = true
  let lastLine = Date.now()

  const write = (line) => {
    lastLine = Date.now()
    out.write(`${line}\n`)
  }
  let progress = null
  const take = (entry, passThrough) => {
    if (!('line' in entry)) {
      // A bar frame: a build (the first, or a rebuild after a change) is under way.
      if (!building) started = Date.now()
      progress = entry
      building = true
      return
    }
    if (!passThrough) write(entry.line)
    // One event a build: Taro says "Compiled with some errors" and then "✖ Errors".
    const event = building ? buildEvent(entry.line) : null
    if (event) {
      building = false
      onEvent(event)
    }
  }
  const handle = (chunk, passThrough) => {
    const text = chunk.toString('utf8')
    if (passThrough) out.write(text)
    for (const entry of filter.push(text)) take(entry, passThrough)
  }
  child.stdout.on('data', (chunk) => handle(chunk, tty))
  child.stderr.on('data', (chunk) => (tty ? process.stderr.write(chunk) : handle(chunk, false)))

  const ticker = tty
    ? null
    : setInterval(() => {
        if (!building || Date.now() - lastLine < tickMs / 2) return
        const seconds = Math.round((Date.now() - started) / 1000)
        const where = progress
          ? `${progress.percent}%${progress.phase ? ` ${progress.phase}` : ''}`
          : 'starting'
        write(`  … ${label}: ${where}, ${seconds} s`)
      }, tickMs)

  const exited = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (ticker) clearInterval(ticker)
      for (const entry of filter.flush()) take(entry, tty)
      resolve({ code, signal })
    })
    child.on('error', (error) => {
      if (ticker) clearInterval(ticker)
      write(`could not run ${command[0]}: ${error.message}`)
      resolve({ code: 1, signal: null })
    })
  })

  /** Ends the build (and webpack's workers with it); resolves once it has exited. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    return exited
  }
  return { child, exited, stop }
}

module.exports = { runTaroBuild, taroOutputFilter, buildEvent }
