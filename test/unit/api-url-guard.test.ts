/**
 * Admins cannot ship the demo by accident: a production build without TARO_APP_API_URL (the committed
 * .env.production names none), or with a loopback one, stops with a message naming TARO_APP_API_URL; a loopback
 * address passes only with ALLOW_LOOPBACK_API=1 (config/api-url-guard.js, run by
 * config/index.ts before Taro reads the rest of its configuration).
 */
import { spawnSync } from 'child_process'
import path from 'path'
import { isLoopbackUrl, loopbackApiProblem, stopOnLoopbackApi } from '../../config/api-url-guard'

const production = (apiUrl: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  TARO_APP_API_URL: apiUrl,
  ...extra,
})

describe('the loopback API guard', () => {
  it.each([
    'http://127.0.0.1:3500',
    'http://127.0.0.1',
    'http://127.8.9.10:80/api',
    'http://127.1:3500',
    'http://localhost:3500',
    'http://LOCALHOST',
    'http://demo.localhost',
    'http://[::1]:3500',
    'http://0.0.0.0:3500',
    'http://[::ffff:127.0.0.1]:3500',
  ])('stops a production build for %s, naming TARO_APP_API_URL', (url) => {
    expect(isLoopbackUrl(url)).toBe(true)
    expect(loopbackApiProblem(production(url))).toMatch(/^TARO_APP_API_URL is .+, a loopback address/)
    expect(loopbackApiProblem(production(url))).toContain('ALLOW_LOOPBACK_API=1')
  })

  it.each([
    'https://api.example.com',
    'http://192.168.1.23:3500',
    'http://10.0.0.7',
    'http://127.example.com',
    'http://localhost.example.com',
    'http://[2001:db8::1]',
  ])('lets a production build for %j through', (url) => {
    expect(isLoopbackUrl(url)).toBe(false)
    expect(loopbackApiProblem(production(url))).toBeNull()
  })

  it('stops a production build without an API address, ALLOW_LOOPBACK_API or not', () => {
    for (const url of ['', '  ']) {
      expect(isLoopbackUrl(url)).toBe(false)
      expect(loopbackApiProblem(production(url))).toMatch(/^TARO_APP_API_URL is not set/)
      expect(loopbackApiProblem(production(url, { ALLOW_LOOPBACK_API: '1' }))).toMatch(
        /^TARO_APP_API_URL is not set/
      )
    }
    expect(loopbackApiProblem({ NODE_ENV: 'production' })).toMatch(/^TARO_APP_API_URL is not set/)
    expect(loopbackApiProblem({ NODE_ENV: 'development' })).toBeNull()
  })

  it('ALLOW_LOOPBACK_API=1 (and only 1) allows it; development builds are not checked', () => {
    const url = 'http://127.0.0.1:3500'
    expect(loopbackApiProblem(production(url, { ALLOW_LOOPBACK_API: '1' }))).toBeNull()
    expect(loopbackApiProblem(production(url, { ALLOW_LOOPBACK_API: 'true' }))).not.toBeNull()
    expect(loopbackApiProblem(production(url, { ALLOW_LOOPBACK_API: '0' }))).not.toBeNull()
    expect(loopbackApiProblem({ NODE_ENV: 'development', TARO_APP_API_URL: url })).toBeNull()
  })

  it('stops with exit code 1 after printing why, or lets the build go on', () => {
    const print = jest.fn()
    const exit = jest.fn()
    stopOnLoopbackApi(production('http://localhost:3500'), { print, exit })
    expect(exit).toHaveBeenCalledWith(1)
    expect(print.mock.calls[0][0]).toContain('TARO_APP_API_URL is http://localhost:3500')
    print.mockClear()
    exit.mockClear()
    stopOnLoopbackApi(production('https://api.example.com'), { print, exit })
    expect([print.mock.calls.length, exit.mock.calls.length]).toEqual([0, 0])
  })

  it('`taro build` with the committed .env.production (no API address) stops before compiling', () => {
    const root = path.resolve(__dirname, '..', '..')
    const env: NodeJS.ProcessEnv = { ...process.env, TARO_OUTPUT_ROOT: 'dist/guard-test-never-written' }
    for (const name of ['NODE_ENV', 'TARO_APP_API_URL', 'ALLOW_LOOPBACK_API', 'TARO_ENV']) delete env[name]
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'taro'),
      ['build', '--type', process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'],
      { cwd: root, env, encoding: 'utf8', timeout: 60_000 }
    )
    expect(result.status).toBe(1)
    expect(`${result.stdout}${result.stderr}`).toContain('TARO_APP_API_URL is not set')
  }, 60_000)
})
