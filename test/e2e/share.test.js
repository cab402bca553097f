'use strict'
// Sharing in a browser: the learner shares the address (the phone browser's or WeChat's own share), so an
// address opened in a fresh browser (no token, nothing stored) must show the same course, notice or paper with
// its title, and a protected action from there must go through the login and come back.
// Already covered elsewhere: an open course address is not redirected (guard.test.js); 收藏 logged out leads to
// /login?redirect=… (course-detail.test.js); hostile titles (titles.test.js).

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { loginHelpers, MOBILE, PASSWORD } = require('./login-support')

const e2e = setupE2E()
const login = loginHelpers(e2e)

async function apiData(pathname) {
  const response = await fetch(`${API_URL}${pathname}`, { headers: { Accept: 'application/json' } })
  return (await response.json()).data
}

const waitForTitle = (page, title) => page.waitForFunction((wanted) => document.title === wanted, title)

test('a shared course address, opened with no login: the course and its title; 收藏 → login → back to it', async () => {
  const { course } = await apiData('/api/v2/course/3')
  const page = await e2e.newPageInOwnBrowser()
  await e2e.gotoApp(page, '/vod/detail?id=3')
  await e2e.visible(page, '#course-title').waitFor()
  assert.equal(await e2e.visible(page, '#course-title').textContent(), course.title)
  await waitForTitle(page, course.title)

  await e2e.tap(page, '#course-like')
  await e2e.waitForRoute(page, '/login?redirect=%2Fvod%2Fdetail%3Fid%3D3')
  await e2e.tap(page, '#to-password-login')
  await e2e.waitForRoute(page, (route) => route.startsWith('/login-password'))
  await login.passwordLogin(page, MOBILE, PASSWORD)
  await e2e.waitForRoute(page, '/vod/detail?id=3')
  await e2e.visible(page, '#course-title').waitFor()
  assert.equal(await e2e.visible(page, '#course-title').textContent(), course.title)
  await waitForTitle(page, course.title)
})

test('a shared notice address, opened with no login: the same notice', async () => {
  const notice = await apiData('/api/v2/announcement/22')
  const page = await e2e.newPageInOwnBrowser()
  await e2e.gotoApp(page, '/vodNotice?id=22')
  await e2e.visible(page, '#notice-detail').waitFor()
  assert.equal(await e2e.visible(page, '.notice__title').textContent(), notice.title)
  assert.equal(e2e.route(page), '/vodNotice?id=22')
})

test('a shared paper address, opened with no login: the paper and its title', async () => {
  const page = await e2e.newPageInOwnBrowser()
  await e2e.gotoApp(page, '/vod/examDetail?id=1')
  await waitForTitle(page, '新员工入职考试')
  assert.match(await e2e.bodyText(page), /新员工入职考试/)
  assert.equal(e2e.route(page), '/vod/examDetail?id=1')
})
