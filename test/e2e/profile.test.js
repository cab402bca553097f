'use strict'
// /member/profile (个人资料) against the demo API (test/demo-api/README.md, "Account changes"): learner 1
// (13800138000) has no nickname set yet and no social account bound. The nickname once, a 5 MB photo compressed
// below 1 MB and uploaded, files refused with a clear message, QQ bound through the (simulated) provider and
// unbound, account deletion, logout. Screenshots: profile-*.png in test/.artifacts/.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')

const e2e = setupE2E()

const MB = 1024 * 1024
const LEARNER = '13800138000'
const DESTROY_TEXT = '确认注销账号？确认之后账号将在7天后自动注销，期间内登录账号将会自动取消账号注销。'

/** The learner as the demo API sees them (with `destroy_at` and the bound social accounts). */
async function memberFromApi(who = LEARNER) {
  const response = await fetch(`${API_URL}/__demo/member?user=${who}`)
  return (await response.json()).data
}

const requestsTo = async (method, path) =>
  (await e2e.apiLog()).filter((entry) => entry.method === method && entry.path === path)

async function openProfile(page, who = { mobile: LEARNER }) {
  await e2e.login(page, who)
  await e2e.gotoApp(page, '/member/profile')
  await e2e.visible(page, '#row-nickname').waitFor()
}

/**
 * A noisy JPEG drawn and encoded by Chromium itself (no binary in the repository): random pixels compress
 * badly, so a few megapixels make megabytes. `padTo` appends zero bytes after the image's end marker (the
 * picture still decodes) to reach that size.
 */
async function noisyJpeg({ width, height, quality, padTo = 0 }) {
  const page = await e2e.newPage()
  await page.setContent('<html><body></body></html>')
  const base64 = await page.evaluate(
    async ({ width, height, quality }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      const image = context.createImageData(width, height)
      const pixels = image.data
      for (let i = 0; i < pixels.length; i += 4) {
        pixels[i] = Math.random() * 256
        pixels[i + 1] = Math.random() * 256
        pixels[i + 2] = Math.random() * 256
        pixels[i + 3] = 255
      }
      context.putImageData(image, 0, 0)
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(text)
    },
    { width, height, quality }
  )
  await page.close()
  const jpeg = Buffer.from(base64, 'base64')
  return padTo > jpeg.length ? Buffer.concat([jpeg, Buffer.alloc(padTo - jpeg.length)]) : jpeg
}

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegSize(bytes) {
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  return null
}

/** Tap the avatar and hand the file chooser Taro's chooseImage opens this file. */
async function chooseAvatar(page, file) {
  const chooser = page.waitForEvent('filechooser')
  await e2e.tap(page, '#profile-avatar')
  // A 21 MB photo crosses to the browser as base64 first: more than the 10 s default on a busy 2-core machine.
  await (await chooser).setFiles(file, { timeout: 60000 })
}

const avatarSrc = (page) => e2e.visible(page, '#profile-avatar img').first().getAttribute('src')

test('the page: avatar, 账户信息 rows with their values, 退出登录', async () => {
  const page = await e2e.newPage()
  // The boot's member detail is slow, so the page has shown before its content may mount: the content still
  // asks for the detail itself (the page's show hook alone would not).
  await e2e.queueNext({ path: '/api/v2/member/detail', delayMs: 1500 })
  await openProfile(page)
  // Every request answered and drawn (the boot's slow detail, and the one the content asks for when it mounts).
  await e2e.settled(page)
  assert.equal(await page.title(), '个人资料')
  assert.equal(await e2e.visible(page, '#profile-nick').innerText(), '学员小王')
  const rows = async (id) => (await e2e.visible(page, `#${id}`).innerText()).replace(/\s+/g, ' ').trim()
  assert.equal(await rows('row-nickname'), '昵称 学员小王')
  assert.equal(await rows('row-qq'), '绑定QQ 点击绑定')
  assert.equal(await e2e.visible(page, '#row-wechat').count(), 0, 'no WeChat row outside WeChat')
  assert.equal(await rows('row-mobile'), '绑定手机号 138****8000')
  assert.equal(await rows('row-face'), '实名认证 未认证')
  assert.equal(await rows('row-password'), '修改密码 已设置')
  assert.equal(await rows('row-destroy'), '账号注销')
  assert.equal(await e2e.visible(page, '#profile-logout').innerText(), '退出登录')
  const detailRequests = await requestsTo('GET', '/api/v2/member/detail')
  assert.ok(detailRequests.length >= 2, 'the page asks for the detail again after the boot')
  await e2e.screenshot(page, 'profile-page')
})

test('nickname: empty is asked for, a taken one is refused and kept, then set once; the second time 您已经设置过昵称了哦', async () => {
  const page = await e2e.newPage()
  await openProfile(page)
  await e2e.tap(page, '#row-nickname')
  await e2e.visible(page, '#nickname-dialog').waitFor()
  await e2e.tap(page, '#nickname-save')
  await e2e.waitForToast(page, '请输入昵称')

  const input = e2e.input(page, '#nickname-input').first()
  await input.fill('学员小李') // learner 2's
  await e2e.screenshot(page, 'profile-nickname-dialog')
  await e2e.tap(page, '#nickname-save')
  await e2e.waitForToast(page, '昵称已经存在')
  assert.equal(await input.inputValue(), '学员小李', 'what was typed stays')

  await input.fill('新名字')
  await e2e.visible(page, '#nickname-save').dblclick()
  await e2e.waitForToast(page, '修改成功')
  await e2e.visible(page, '#nickname-dialog').waitFor({ state: 'detached' })
  await e2e.visible(page, '#profile-nick').filter({ hasText: '新名字' }).waitFor()
  const sent = await requestsTo('POST', '/api/v2/member/detail/nickname')
  assert.deepEqual(
    sent.map((entry) => entry.body.nick_name),
    ['学员小李', '新名字'],
    'one request per save, even for a double tap'
  )

  await e2e.tap(page, '#row-nickname')
  await e2e.waitForToast(page, '您已经设置过昵称了哦')
  assert.equal(await e2e.visible(page, '#nickname-dialog').count(), 0)

  // And on 个人中心.
  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '新名字' }).waitFor()
})

test('avatar: a 5 MB photo is made a JPEG under 1 MB, uploaded once with progress, and shows here and on /member', async () => {
  const photo = await noisyJpeg({ width: 2600, height: 2600, quality: 0.9 })
  assert.ok(photo.length > 4 * MB, `the photo is big (${(photo.length / MB).toFixed(1)} MB)`)
  const page = await e2e.newPage()
  await openProfile(page)
  const before = await avatarSrc(page)
  // Slow the upload's answer so the progress can be seen (and a second tap tried) while it is on its way.
  await e2e.queueNext({ path: '/api/v2/member/detail/avatar', delayMs: 1500 })
  await chooseAvatar(page, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo })
  await e2e.visible(page, '#avatar-busy').waitFor()
  await e2e.visible(page, '#profile-avatar[data-phase="uploading"]').waitFor()
  await e2e.screenshot(page, 'profile-avatar-uploading')
  assert.match(await e2e.visible(page, '#avatar-busy').innerText(), /^\d+%$/)
  // A tap while it goes up opens no picker and starts nothing.
  let chooserOpened = false
  page.once('filechooser', () => {
    chooserOpened = true
  })
  await e2e.tap(page, '#profile-avatar')
  await e2e.waitForToast(page, '上传头像成功', { timeout: 10000 })
  assert.equal(chooserOpened, false)
  await e2e.visible(page, '#avatar-busy').waitFor({ state: 'detached' })

  const uploads = await requestsTo('POST', '/api/v2/member/detail/avatar')
  assert.equal(uploads.length, 1, 'one upload')
  const member = await memberFromApi()
  assert.match(member.avatar, /\/__demo\/avatar\/1\/\d+\.jpg$/, 'the server kept a JPEG')
  const stored = Buffer.from(await (await fetch(member.avatar)).arrayBuffer())
  assert.ok(stored.length <= MB, `stored ${stored.length} bytes ≤ 1 MB`)
  const size = jpegSize(stored)
  assert.ok(size && Math.max(size.width, size.height) <= 1280, `scaled down (${JSON.stringify(size)})`)
  await e2e.visible(page, `#profile-avatar img[src="${member.avatar}"]`).waitFor()
  assert.notEqual(before, member.avatar)
  await e2e.screenshot(page, 'profile-avatar-done')
  assert.equal(
    await page.evaluate((src) => {
      const img = [...document.querySelectorAll('#profile-avatar img')].find((el) => el.offsetParent !== null)
      return img && img.src === src && img.complete && img.naturalWidth > 0
    }, member.avatar),
    true,
    'the new picture loaded'
  )

  await e2e.gotoApp(page, '/member')
  await e2e.visible(page, `#member-user img[src="${member.avatar}"]`).waitFor()
})

test('avatar refusals: a GIF, a text file named .jpg and a 21 MB photo say why; nothing is uploaded, the old avatar stays', async () => {
  const page = await e2e.newPage({ allow: [/console\.error/] }) // Taro logs the file it could not show
  await openProfile(page)
  const before = await avatarSrc(page)

  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  await chooseAvatar(page, { name: 'anim.gif', mimeType: 'image/gif', buffer: gif })
  await e2e.waitForToast(page, '请选择jpg或png格式的图片')

  await chooseAvatar(page, {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('这不是图片，只是一段文字。'.repeat(100)),
  })
  await e2e.waitForToast(page, '无法读取该图片，请换一张')

  const huge = await noisyJpeg({ width: 1200, height: 900, quality: 0.9, padTo: 21 * MB })
  await chooseAvatar(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge })
  await e2e.waitForToast(page, '图片过大，请选择20MB以内的图片', { timeout: 8000 })
  await e2e.screenshot(page, 'profile-avatar-refused')

  assert.equal((await requestsTo('POST', '/api/v2/member/detail/avatar')).length, 0)
  assert.equal(await avatarSrc(page), before)
  assert.equal(await e2e.visible(page, '#avatar-busy').count(), 0)
})

test('avatar: the server refusing keeps the old avatar and the avatar can be tapped again', async () => {
  const page = await e2e.newPage()
  await openProfile(page)
  const before = await avatarSrc(page)
  await e2e.queueNext({
    path: '/api/v2/member/detail/avatar',
    body: { code: 1, message: '头像不能超过1MB', data: [] },
  })
  const small = await noisyJpeg({ width: 300, height: 300, quality: 0.8 })
  await chooseAvatar(page, { name: 'a.jpg', mimeType: 'image/jpeg', buffer: small })
  await e2e.waitForToast(page, '头像不能超过1MB')
  assert.equal(await avatarSrc(page), before)
  await chooseAvatar(page, { name: 'a.jpg', mimeType: 'image/jpeg', buffer: small })
  await e2e.waitForToast(page, '上传头像成功')
})

test('QQ: 点击绑定 goes to the provider and back with login_code&action=bind → 绑定成功, clean address; 已绑定 → 是否解除绑定QQ？ → 解绑成功', async () => {
  const page = await e2e.newPage()
  await openProfile(page)
  await e2e.tap(page, '#row-qq')
  await page.waitForURL(/login_code=/, { timeout: 8000 })
  await e2e.waitForToast(page, '绑定成功', { timeout: 8000 })
  await e2e.visible(page, '#row-qq').filter({ hasText: '已绑定' }).waitFor()
  await e2e.waitForRoute(page, '/member/profile')

  const binds = await requestsTo('POST', '/api/v3/member/socialite/bindWithCode')
  assert.equal(binds.length, 1)
  assert.match(binds[0].body.code, /^\w{32}$/)
  assert.deepEqual(
    (await memberFromApi()).socialites.map((s) => s.app),
    ['qq']
  )
  const trip = (await e2e.apiLog()).find((entry) => entry.path === '/api/v3/auth/login/socialite/qq')
  assert.ok(trip, 'the browser went to the provider')
  assert.equal(trip.query.action, 'bind')
  assert.match(trip.query.s_url, /#\/member\/profile$/)
  assert.equal(trip.query.f_url, trip.query.s_url)

  // A reload of the page (the code already left the address): nothing is bound again.
  await page.reload()
  await e2e.visible(page, '#row-qq').filter({ hasText: '已绑定' }).waitFor()
  assert.equal((await requestsTo('POST', '/api/v3/member/socialite/bindWithCode')).length, 1)

  await e2e.tap(page, '#row-qq')
  await e2e.visible(page, '#confirm-text').filter({ hasText: '是否解除绑定QQ？' }).waitFor()
  await e2e.screenshot(page, 'profile-unbind-dialog')
  await e2e.visible(page, '#confirm-ok').dblclick()
  await e2e.waitForToast(page, '解绑成功')
  await e2e.visible(page, '#row-qq').filter({ hasText: '点击绑定' }).waitFor()
  assert.equal((await requestsTo('DELETE', '/api/v2/member/socialite/qq')).length, 1)
  assert.deepEqual((await memberFromApi()).socialites, [])
})

test('a failed bind comes back with login_err_msg: told, and dropped from the address', async () => {
  await e2e.setSwitches({ socialFail: true })
  const page = await e2e.newPage()
  await openProfile(page)
  await e2e.tap(page, '#row-qq')
  await page.waitForURL(/login_err_msg=/, { timeout: 8000 })
  const text = await e2e.waitForToast(page, /./, { timeout: 8000 })
  await e2e.waitForRoute(page, '/member/profile')
  assert.ok(text.length > 0)
  assert.equal((await requestsTo('POST', '/api/v3/member/socialite/bindWithCode')).length, 0)
  await e2e.visible(page, '#row-qq').filter({ hasText: '点击绑定' }).waitFor()
})

test('账号注销: the full question, 注销成功, logged out on /member; the server has the request', async () => {
  const page = await e2e.newPage()
  await openProfile(page)
  await e2e.tap(page, '#row-destroy')
  await e2e.visible(page, '#confirm-text').waitFor()
  assert.equal(await e2e.visible(page, '#confirm-text').innerText(), DESTROY_TEXT)
  await e2e.screenshot(page, 'profile-destroy-dialog')
  await e2e.visible(page, '#confirm-ok').dblclick()
  await e2e.waitForToast(page, '注销成功')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal(await e2e.storedToken(page), null)
  assert.equal((await requestsTo('POST', '/api/v3/member/destroy')).length, 1)
  assert.ok((await memberFromApi()).destroy_at, 'the deletion is pending on the server')
})

test('账号注销 twice: the second is refused with 用户已申请注销 and the learner stays logged in', async () => {
  const page = await e2e.newPage()
  const token = await e2e.login(page)
  await fetch(`${API_URL}/api/v3/member/destroy`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'content-type': 'application/json',
    },
    body: '{}',
  })
  await e2e.gotoApp(page, '/member/profile')
  await e2e.visible(page, '#row-destroy').waitFor()
  await e2e.tap(page, '#row-destroy')
  await e2e.tap(page, '#confirm-ok')
  await e2e.waitForToast(page, '用户已申请注销')
  assert.equal(e2e.route(page), '/member/profile')
  assert.equal(await e2e.storedToken(page), token)
  assert.equal(await e2e.visible(page, '#confirm-dialog').count(), 0)
})

/** A member detail asked with `token`: its envelope's code (0 while the server still takes the token). */
const memberCodeWith = async (token) =>
  (
    await (
      await fetch(`${API_URL}/api/v2/member/detail`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      })
    ).json()
  ).code

/** The app's own POST /api/v2/logout requests, as the browser sent them (method and Authorization header). */
function recordLogoutRequests(page) {
  const sent = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/logout' && request.method() !== 'OPTIONS')
      sent.push({ method: request.method(), authorization: request.headers().authorization })
  })
  return sent
}

test('退出登录: 确认安全退出登录？ → 已安全退出 → /member shows 请登录; the server is told once and drops the token', async () => {
  const page = await e2e.newPage()
  const sent = recordLogoutRequests(page)
  await openProfile(page)
  const token = await e2e.storedToken(page)
  assert.equal(await memberCodeWith(token), 0)
  await e2e.tap(page, '#profile-logout')
  await e2e.visible(page, '#confirm-text').filter({ hasText: '确认安全退出登录？' }).waitFor()
  await e2e.screenshot(page, 'profile-logout-dialog')
  await e2e.tap(page, '#confirm-cancel')
  assert.equal(await e2e.visible(page, '#confirm-dialog').count(), 0)
  assert.deepEqual(sent, [], 'nothing sent on 取消')
  await e2e.tap(page, '#profile-logout')
  await e2e.tap(page, '#confirm-ok')
  await e2e.waitForToast(page, '已安全退出')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal(await e2e.storedToken(page), null)
  await e2e.settled(page)
  assert.deepEqual(
    sent,
    [{ method: 'POST', authorization: `Bearer ${token}` }],
    'one logout, token in the header'
  )
  assert.equal((await requestsTo('POST', '/api/v2/logout')).length, 1)
  assert.equal(await memberCodeWith(token), 401, 'the server no longer takes the token')
})

test('退出登录 while the server fails: logged out at once, before its answer; the failure shows nothing', async () => {
  const page = await e2e.newPage({ allow: [/Failed to load resource: .*500/] })
  const sent = recordLogoutRequests(page)
  await openProfile(page)
  const token = await e2e.storedToken(page)
  await e2e.queueNext({ path: '/api/v2/logout', status: 500, delayMs: 3000 })
  let answer = null
  const answered = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/logout')
    .then((response) => (answer = response))
  await e2e.tap(page, '#profile-logout')
  await e2e.tap(page, '#confirm-ok')
  await e2e.waitForToast(page, '已安全退出')
  await e2e.waitForRoute(page, '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal(await e2e.storedToken(page), null)
  assert.equal(sent.length, 1, 'sent')
  assert.equal(answer, null, 'logged out before the server answered')
  assert.equal((await answered).status(), 500)
  await e2e.settled(page)
  assert.deepEqual(
    (await e2e.toasts(page)).map((toast) => toast.text),
    ['已安全退出'],
    'no message for the failed call'
  )
  assert.equal(e2e.route(page), '/member')
  await e2e.visible(page, '.member__nick').filter({ hasText: '请登录' }).waitFor()
  assert.equal(await e2e.storedToken(page), null)
  assert.equal(sent.length, 1, 'not sent again')
  assert.equal(await memberCodeWith(token), 0, 'the failed call left the token valid on the server')
})

test('no mobile bound: 点击绑定 → /member/mobile; 修改密码 says 请绑定手机号', async () => {
  const page = await e2e.newPage()
  await openProfile(page, { id: 3 })
  assert.match(await e2e.visible(page, '#row-mobile').innerText(), /点击绑定/)
  await e2e.tap(page, '#row-password')
  await e2e.waitForToast(page, '请绑定手机号')
  assert.equal(e2e.route(page), '/member/profile')
  await e2e.tap(page, '#row-mobile')
  await e2e.waitForRoute(page, '/member/mobile')
})
