/**
 * The recorded answers of the real servers (test/demo-api/meedu-samples, the contract): a test answers a call with
 * the very JSON a MeEdu 4.9.10 or v4.9.30 sent, so what it proves holds for the real server.
 */
import { readdirSync, readFileSync } from 'fs'
import { join } from 'path'
import type { FakeResponse } from './api'

const SAMPLES = join(__dirname, '..', 'demo-api', 'meedu-samples')

export type SampleRelease = '4.9.10' | 'v4.9.30'

export interface Sample {
  request: string
  /** The JSON the recording sent, when it sent one. */
  request_body?: Record<string, unknown>
  http_status: number
  response: { code: number; message: string; data: unknown }
}

/** One recording by its file name's start (`05d`, `20c-search-v2`): the first file of the release that starts so. */
export function sample(release: SampleRelease, prefix: string): Sample {
  const file = readdirSync(join(SAMPLES, release)).find((name) => name.startsWith(`${prefix}-`))
  if (!file) throw new Error(`no sample ${release}/${prefix}-*.json`)
  return JSON.parse(readFileSync(join(SAMPLES, release, file), 'utf8')) as Sample
}

/** The recording as the mocked Taro.request answers it. */
export function sampleAnswer(release: SampleRelease, prefix: string): FakeResponse {
  const recorded = sample(release, prefix)
  return { statusCode: recorded.http_status, data: recorded.response }
}

/** The recording's `data`. */
export const sampleData = (release: SampleRelease, prefix: string): unknown =>
  sample(release, prefix).response.data
