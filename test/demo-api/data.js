'use strict'

// Seed data. createSeedData(now) builds everything fresh so POST /__demo/reset gives a
// pristine state; message times are relative to `now` (server start or reset) so the app's
// relative-time display shows every band (刚刚, minutes, hours, days, month-day, full date).

const crypto = require('node:crypto')
const { seedCreditRecords } = require('./growth')

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const DEMO_PASSWORD = 'meedu123'

/** The member fields every learner starts with (seeded or registered later). */
function newMemberFields() {
  return {
    avatar: '', // '' = the default avatar served by the demo server
    is_lock: 0,
    is_active: 1,
    is_set_nickname: 0,
    is_face_verify: false,
    profile_real_name: '',
    profile_id_number: '',
    role_id: 0,
    role: null,
    role_expired_at: null,
    credit1: 0,
    credit2: 0,
    credit3: 0,
    invite_balance: 0,
    invite_people_count: 0,
    destroy_at: null, // POST /api/v3/member/destroy: when the account goes (a login before then cancels)
  }
}

function seedUsers(now) {
  const base = newMemberFields()
  return [
    {
      ...base,
      id: 1,
      mobile: '13800138000',
      password: DEMO_PASSWORD,
      nick_name: '学员小王',
      credit1: 120,
      created_at: Date.parse('2023-03-15T02:30:00Z'),
    },
    {
      ...base,
      id: 2,
      mobile: '13900139000',
      password: DEMO_PASSWORD,
      nick_name: '学员小李',
      created_at: Date.parse('2023-09-01T06:00:00Z'),
    },
    {
      // No phone (as after a social sign-up): for the bind-mobile alert. Log in with
      // POST /__demo/login {id: 3}. Upstream stores a placeholder that does not start with 1.
      ...base,
      id: 3,
      mobile: '20000000003',
      password: null,
      nick_name: '学员小张',
      created_at: Date.parse('2024-01-10T01:00:00Z'),
    },
    {
      // 500 messages: long lists (paging to the end, jumping to the bottom, tall screens).
      ...base,
      id: 4,
      mobile: '13300133000',
      password: DEMO_PASSWORD,
      nick_name: '学员小赵',
      created_at: Date.parse('2022-05-09T01:00:00Z'),
    },
    {
      // QQ and WeChat bound, nickname already set (is_set_nickname 1): for unbinding and the set-once rule.
      ...base,
      id: 5,
      mobile: '13200132000',
      password: DEMO_PASSWORD,
      nick_name: '学员小陈',
      is_set_nickname: 1,
      created_at: Date.parse('2023-11-20T03:00:00Z'),
    },
    {
      // An active VIP (年度会员) who owns nothing, as MeEdu's 样例学员: VIP access rules (is_vip_free on v4.9.30).
      ...base,
      id: 6,
      mobile: '13800138001',
      password: DEMO_PASSWORD,
      nick_name: '会员小周',
      role_id: 3,
      role: { id: 3, name: '年度会员' },
      role_expired_at: vipExpiry(now),
      created_at: Date.parse('2024-02-01T02:00:00Z'),
    },
  ].map((user) => ({ ...user, is_password_set: user.password ? 1 : 0 }))
}

/** The VIP learner's plan ends at 12:00:00 China time (UTC+8), a year after the seed's day. */
function vipExpiry(now) {
  const chinaMidnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR
  return chinaMidnight + 365 * DAY + 12 * HOUR
}

/**
 * Ages (ms before now) of learner 1's 45 messages, newest first. None sits on a change of its relative time
 * (3分钟前 → 4分钟前, 2小时前 → 3小时前): each is 30 s, 30 min or hours past one, so the words a test reads
 * do not change under it in the first seconds after a reset (the app's clock follows the server's to the second).
 */
function messageAges() {
  const ages = [
    20 * SECOND, // 刚刚
    3 * MINUTE + 30 * SECOND,
    12 * MINUTE + 30 * SECOND,
    27 * MINUTE + 30 * SECOND,
    48 * MINUTE + 30 * SECOND,
    2 * HOUR + 30 * MINUTE,
    4 * HOUR + 10 * MINUTE,
    7 * HOUR + 30 * MINUTE,
    13 * HOUR + 30 * MINUTE,
    22 * HOUR + 30 * MINUTE,
    DAY + 2 * HOUR,
    2 * DAY + 4 * HOUR,
    3 * DAY + 5 * HOUR,
    4 * DAY + 3 * HOUR,
    5 * DAY + 8 * HOUR,
    6 * DAY + 20 * HOUR,
  ]
  // Weeks and months (< 365 days): shown as month-day hour:minute.
  const days = [
    8, 10, 12, 15, 18, 21, 25, 30, 35, 40, 47, 55, 63, 72, 80, 95, 110, 125, 140, 160, 180, 200, 225, 250,
    280, 310, 340,
  ]
  days.forEach((d, i) => ages.push(d * DAY + (i % 9) * HOUR + ((i * 7) % 60) * MINUTE))
  // Over a year: shown with the full year.
  ages.push(400 * DAY + 3 * HOUR, 760 * DAY + 9 * HOUR)
  return ages
}

const COURSES = [
  'Vue3 实战',
  'React 入门到精通',
  'TypeScript 从零开始',
  'Node.js 进阶',
  '新员工入职培训',
  '信息安全意识',
  '高效沟通技巧',
  'Excel 数据分析',
]

const MESSAGE_TEMPLATES = [
  (i) => `您购买的课程《${COURSES[i % COURSES.length]}》已开通`,
  () => '系统通知：平台将于本周六 02:00-04:00 进行维护升级，期间可能无法访问',
  (i) => `您的订单 1${String(100000 + i * 731).slice(0, 6)}${String(10 + (i % 90))} 已支付成功`,
  (i) => `恭喜您完成课程《${COURSES[(i + 3) % COURSES.length]}》的全部学习`,
  (i) => `您获得了 ${(i % 5) * 10 + 10} 积分奖励`,
  () => '系统通知：新入职课程已更新，请及时学习',
  (i) => `您在《${COURSES[(i + 5) % COURSES.length]}》下的评论收到了一条回复`,
  () => '您的 VIP 会员即将到期，请及时续费',
  () => '系统通知：《员工手册》已更新，请在个人中心查看',
  (i) => `课程《${COURSES[(i + 1) % COURSES.length]}》新增了 ${(i % 4) + 1} 个视频`,
]

/** Learner 4 (学员小赵) has this many messages: a list of 25 pages of 20. */
const LONG_LIST_SIZE = 500

function seedNotifications(now) {
  const learner1 = messageAges().map((age, index) => ({
    id: crypto.randomUUID(),
    notifiable_id: 1,
    message: MESSAGE_TEMPLATES[index % MESSAGE_TEMPLATES.length](index),
    // The newest 5 are unread; the others were read shortly after they arrived.
    read_at: index < 5 ? null : now - age + 5 * MINUTE,
    created_at: now - age,
  }))
  // Numbered newest first (第 1 条 is the newest), one every 3 hours 7 minutes (distinct times, so the order is
  // fixed; the first 2 min 30 s old, off a change of its relative time); the newest 10 are unread.
  const learner4 = Array.from({ length: LONG_LIST_SIZE }, (_, index) => {
    const age = 2 * MINUTE + 30 * SECOND + index * (3 * HOUR + 7 * MINUTE)
    return {
      id: crypto.randomUUID(),
      notifiable_id: 4,
      message: `第 ${index + 1} 条消息（共 ${LONG_LIST_SIZE} 条）：${MESSAGE_TEMPLATES[index % MESSAGE_TEMPLATES.length](index)}`,
      read_at: index < 10 ? null : now - age + 5 * MINUTE,
      created_at: now - age,
    }
  })
  return [...learner1, ...learner4]
}

function createSeedData(now = Date.now()) {
  const users = seedUsers(now)
  return {
    users,
    nextUserId: users.length + 1,
    notifications: seedNotifications(now),
    creditRecords: seedCreditRecords(now), // [{id, user_id, sum, remark, created_at}] (growth.js): learner 1's 26
    // [{user_id, app: 'qq'|'wechat', app_user_id, created_at}]: learner 5 has both. The simulated provider's
    // login account (demo-<app>-openid-learner-1) is bound to learner 1 on its first use.
    socialites: ['qq', 'wechat'].map((app) => ({
      user_id: 5,
      app,
      app_user_id: `demo-${app}-openid-learner-5`,
      created_at: now - 30 * DAY,
    })),
  }
}

module.exports = {
  createSeedData,
  newMemberFields,
  DEMO_PASSWORD,
  LONG_LIST_SIZE,
  SECOND,
  MINUTE,
  HOUR,
  DAY,
}
