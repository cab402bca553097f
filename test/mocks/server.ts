/**
 * Which MeEdu the code under test talks to. test/setup.ts makes every test start on 4.9.10 (the release the
 * older tests were written for); a test of the newer server says `asServer('v4.9.30')` first. The keys are those
 * of the recorded config answers (shared/meedu-samples/*\/01-other-config.json) that tell the releases apart.
 */
import { serverApi } from '@/services/server-api'

/** What each release's config holds of the keys services/server-api.ts reads (values as recorded). */
export const CONFIG_MARKERS = {
  '4.9.10': { webname: '', sliders: [], socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0 } },
  'v4.9.30': {
    paid_content_purchase_protocol: 'http://127.0.0.1:18590/user/paid_content_purchase_protocol',
    course_purchase_notice: '',
    socialites: { qq: 0, wechat_oauth: 0 },
  },
} as const

export type ServerRelease = keyof typeof CONFIG_MARKERS

/** A new visit to a server of that release: nothing remembered, the config's keys learnt. */
export function asServer(release: ServerRelease): void {
  serverApi.reset()
  serverApi.learnFromConfig(CONFIG_MARKERS[release])
}
