/**
 * The recorded answers of real MeEdu servers (test/demo-api/meedu-samples, the contract): a test answers a call
 * with the very answer a 4.9.10 or v4.9.30 server gave, or a copy of it changed in one named place, so what it
 * proves holds for the real server.
 */
import fs from 'fs'
import path from 'path'
import type { FakeResponse } from './api'

const ROOT = path.resolve(__dirname, '..', 'demo-api', 'meedu-samples')

export type Release = '4.9.10' | 'v4.9.30'
export type SampleRelease = Release

export interface Sample {
  request: string
  /** The JSON the recording sent, when it sent one. */
  request_body?: Record<string, unknown>
  http_status: number
  response: { code: number; message: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A recording by its file name's start: `sample('v4.9.30', '41f')` is `v4.9.30/41f-….json`. A fresh copy. */
export function sample(release: Release, id: string): Sample {
  const file = fs.readdirSync(path.join(ROOT, release)).find((name) => name.startsWith(`${id}-`))
  if (!file) throw new Error(`no sample ${release}/${id}-*.json`)
  return JSON.parse(fs.readFileSync(path.join(ROOT, release, file), 'utf8')) as Sample
}

/** The recorded answer as Taro.request resolves it (HTTP status and body as recorded). */
export const replay = (recording: Sample): FakeResponse => ({
  statusCode: recording.http_status,
  data: recording.response,
})

/** `replay(sample(release, id))`. */
export const recorded = (release: Release, id: string): FakeResponse => replay(sample(release, id))
export const sampleAnswer = recorded

/** The recorded `data` (a fresh copy, to change for a case the servers did not show). */
export const recordedData = (release: Release, id: string) => sample(release, id).response.data
export const sampleData = (release: Release, id: string): unknown => recordedData(release, id)
