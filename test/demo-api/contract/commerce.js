'use strict'

// Contract entries of the commerce area: orders and payment (v2 orders, the v3 order, the cashier, my orders, VIP plans), comments (v2 and v3).
// How an entry is read: contract.test.js. The samples of this area, each needing one entry:
// - 4.9.10/07-member-orders: GET /api/v2/member/orders
// - 4.9.10/08d-member-roles: GET /api/v2/member/roles
// - 4.9.10/11-roles: GET /api/v2/roles
// - 4.9.10/15-course-1-comments: GET /api/v2/course/1/comments
// - 4.9.10/15b-v3-comments-course-1: GET /api/v3/comments?rt=1&rid=1
// - 4.9.10/16-order-payments: GET /api/v2/order/payments?scene=h5
// - 4.9.10/30-order-course-1-free: POST /api/v2/order/course
// - 4.9.10/30b-order-role: POST /api/v2/order/role
// - 4.9.10/30c-order-role-no-agree: POST /api/v2/order/role
// - 4.9.10/30d-order-status-unpaid: GET /api/v2/order/status?order_id=217082373
// - 4.9.10/30e-v3-handpay: POST /api/v3/order/pay/handPay
// - 4.9.10/30f-order-status-after-handpay: GET /api/v2/order/status?order_id=217082373
// - 4.9.10/30g-pay-redirect-no-gateway: GET /api/v2/order/pay/redirect?order_id=217082373&payment=alipay&payment_scene=h5&scene=h5&s_url=http%3A%2F%2F
// - 4.9.10/30h-member-orders-all-statuses: GET /api/v2/member/orders?page=1&page_size=10
// - 4.9.10/30i-course-comment-too-short: POST /api/v2/course/1/comment
// - 4.9.10/30k-order-course-2-vip-learner: POST /api/v2/order/course
// - 4.9.10/31-course-comment-post: POST /api/v2/course/1/comment
// - 4.9.10/31b-course-1-comments-after-post: GET /api/v2/course/1/comments
// - 4.9.10/31c-video-comment-post: POST /api/v2/video/1/comment
// - 4.9.10/31d-video-1-comments-after-post: GET /api/v2/video/1/comments
// - 4.9.10/31e-course-comment-noauth: POST /api/v2/course/1/comment
// - 4.9.10/32-v3-order-route-absent: POST /api/v3/order
// - 4.9.10/32c-v3-comment-store-route-absent: POST /api/v3/comment/store
// - 4.9.10/50-probe-get-v3-order-noauth: GET /api/v3/order
// - 4.9.10/50b-probe-post-v3-order-noauth: POST /api/v3/order
// - v4.9.30/07-member-orders: GET /api/v2/member/orders
// - v4.9.30/08d-member-roles: GET /api/v2/member/roles
// - v4.9.30/11-roles: GET /api/v2/roles
// - v4.9.30/15-course-1-comments: GET /api/v2/course/1/comments
// - v4.9.30/15b-v3-comments-course-1: GET /api/v3/comments?rt=1&rid=1
// - v4.9.30/16-order-payments: GET /api/v2/order/payments?scene=h5
// - v4.9.30/41-comment-store-course-1: POST /api/v3/comment/store
// - v4.9.30/41b-comments-course-1-pending: GET /api/v3/comments?rt=1&rid=1
// - v4.9.30/41c-comment-reply-to-pending: POST /api/v3/comment/store
// - v4.9.30/41d-comment-reply: POST /api/v3/comment/store
// - v4.9.30/41e-comment-reply-to-reply: POST /api/v3/comment/store
// - v4.9.30/41f-comments-course-1-with-replies: GET /api/v3/comments?rt=1&rid=1
// - v4.9.30/41g-comments-replies-of-parent: GET /api/v3/comments/replies?rt=1&rid=1&parent_id=gvqmylWbqJAdnojk
// - v4.9.30/41h-comments-replies-top-level-all: GET /api/v3/comments/replies?rt=1&rid=1
// - v4.9.30/41i-comment-store-empty: POST /api/v3/comment/store
// - v4.9.30/41j-comment-store-141-chars: POST /api/v3/comment/store
// - v4.9.30/41k-comment-store-bad-rt: POST /api/v3/comment/store
// - v4.9.30/41l-comment-store-noauth: POST /api/v3/comment/store
// - v4.9.30/41m-comment-store-missing-course: POST /api/v3/comment/store
// - v4.9.30/41n-comment-store-bad-parent: POST /api/v3/comment/store
// - v4.9.30/41o-comment-store-video-1: POST /api/v3/comment/store
// - v4.9.30/41p-comments-video-1: GET /api/v3/comments?rt=2&rid=1
// - v4.9.30/41q-comments-replies-bad-parent: GET /api/v3/comments/replies?rt=1&rid=1&parent_id=zzz
// - v4.9.30/41r-comments-missing-rt-rid: GET /api/v3/comments
// - v4.9.30/41s-course-3-comments-disallowed: GET /api/v2/course/3
// - v4.9.30/41t-comment-store-disallowed: POST /api/v3/comment/store
// - v4.9.30/42-order-role-no-agree: POST /api/v3/order
// - v4.9.30/42b-order-role: POST /api/v3/order
// - v4.9.30/42c-order-status-after-create: GET /api/v2/order/status?order_id=202612031709265954
// - v4.9.30/42d-order-role-unknown-promo: POST /api/v3/order
// - v4.9.30/42e-order-course-2-no-agree: POST /api/v3/order
// - v4.9.30/42f-order-course-2-already-bought: POST /api/v3/order
// - v4.9.30/42g-order-course-1-free: POST /api/v3/order
// - v4.9.30/42h-member-orders-paid-only: GET /api/v2/member/orders?page=1&page_size=10
// - v4.9.30/42i-order-bad-goods-type: POST /api/v3/order
// - v4.9.30/42j-order-missing-fields: POST /api/v3/order
// - v4.9.30/42k-order-course-404: POST /api/v3/order
// - v4.9.30/42l-order-noauth: POST /api/v3/order
// - v4.9.30/42m-order-status-other-users-order: GET /api/v2/order/status?order_id=202612031709265954
// - v4.9.30/42n-order-lowercase-type: POST /api/v3/order
// - v4.9.30/42o-payment-cashier-page: GET /payment/index?sign=order-wpRdK63zh1uRUAhShGZdG4uu&s_url=http%3A%2F%2Flocalhost%3A10086%2Forder%2Fsuccess&
// - v4.9.30/42p-payment-cashier-bad-sign: GET /payment/index?sign=order-nosuchsign
// - v4.9.30/43-removed-order-course-v2: POST /api/v2/order/course
// - v4.9.30/43b-removed-order-role-v2: POST /api/v2/order/role
// - v4.9.30/43c-removed-pay-redirect: GET /api/v2/order/pay/redirect?order_id=202612031709265954&payment=alipay&payment_scene=h5&scene=h5
// - v4.9.30/43d-removed-v3-handpay: POST /api/v3/order/pay/handPay
// - v4.9.30/43e-removed-video-comments-v2: GET /api/v2/video/1/comments
// - v4.9.30/43f-removed-course-comment-post-v2: POST /api/v2/course/1/comment
// - v4.9.30/43i-removed-order-payments-noauth: GET /api/v2/order/payments?scene=h5
// - v4.9.30/50-probe-get-v3-order-noauth: GET /api/v3/order
// - v4.9.30/50b-probe-post-v3-order-noauth: POST /api/v3/order

// Demo learners in the recorded learners' places: 测试学员 (13800138000, owns course 2) is demo learner 1
// (13800138000, owns courses 2 and 4); 样例学员 (13800138001, owns nothing) is demo learner 2 (13900139000), made a
// VIP where the recording needs one. Recorded course 1 (free) is demo course 1; recorded paid course 2 is demo
// course 2; a course nobody has commented on is demo course 6 (v3) or 7 (v2); VIP plan 1 is demo plan 1.

const OWNER = 1 // 测试学员's place: owns course 2
const FRESH = 2 // 样例学员's place: owns nothing

/** A v2 order of a VIP plan by `who` (4.9.10). */
const roleOrderV2 = (ctx, who) =>
  ctx.token(who).then((token) => ctx.ok('POST', '/api/v2/order/role', { role_id: 1, agree: 1 }, token))

/** A v3 order (v4.9.30). */
const orderV3 = (ctx, who, body) =>
  ctx
    .token(who)
    .then((token) => ctx.ok('POST', '/api/v3/order', { promo_code: '', agree_protocol: 1, ...body }, token))

/** A v3 comment or reply by `who`. */
const comment = (ctx, who, body) =>
  ctx.token(who).then((token) => ctx.ok('POST', '/api/v3/comment/store', { rt: 1, rid: 6, ...body }, token))

const approveAll = (ctx) => ctx.ok('POST', '/__demo/comments/approve', { all: true })

/**
 * The recorded thread (samples 41 to 41h) on demo course 6, which has no comment: 样例学员 comments, the admin
 * approves, 测试学员 replies, the admin approves, 样例学员 answers that reply (still pending).
 */
async function recordedThread(ctx) {
  const top = await comment(ctx, FRESH, {
    content: '<b>讲得很清楚</b>，期待下一章！',
    parent_id: 0,
    reply_id: 0,
  })
  await approveAll(ctx)
  const reply = await comment(ctx, OWNER, { content: '同意，第二章也很好', parent_id: top.id, reply_id: 0 })
  await approveAll(ctx)
  const answer = await comment(ctx, FRESH, { content: '谢谢回复', parent_id: top.id, reply_id: reply.id })
  return { top, reply, answer }
}

const REMOVED = 'removed in v4.9.30: 路由不存在'

module.exports = [
  // ---- 4.9.10 ------------------------------------------------------------------------------------------------
  {
    sample: '4.9.10/07-member-orders',
    why: 'my orders of a learner with a paid course order and an unpaid VIP order (one page)',
    setup: async (ctx) => {
      const token = await ctx.token(FRESH)
      const course = await ctx.ok('POST', '/api/v2/order/course', { course_id: 2 }, token)
      await ctx.ok('POST', '/__demo/pay', { order_id: course.order_id })
      await roleOrderV2(ctx, FRESH)
    },
    call: { method: 'GET', path: '/api/v2/member/orders', as: FRESH },
  },
  {
    sample: '4.9.10/08d-member-roles',
    why: 'VIP purchase history (the demo keeps none, like the recording)',
    call: { method: 'GET', path: '/api/v2/member/roles', as: OWNER },
  },
  { sample: '4.9.10/11-roles', why: 'the VIP plans', call: { method: 'GET', path: '/api/v2/roles' } },
  {
    sample: '4.9.10/15-course-1-comments',
    why: 'v2 comments of a course nobody has commented on (demo course 7): users is []',
    call: { method: 'GET', path: '/api/v2/course/7/comments' },
  },
  {
    sample: '4.9.10/15b-v3-comments-course-1',
    why: 'v3 comments do not exist on 4.9.10',
    call: { method: 'GET', path: '/api/v3/comments?rt=1&rid=1' },
  },
  {
    sample: '4.9.10/16-order-payments',
    why: 'gateways of scene h5 when the admin enabled none',
    switches: { payments: 'none' },
    call: { method: 'GET', path: '/api/v2/order/payments?scene=h5', as: OWNER },
  },
  {
    sample: '4.9.10/30-order-course-1-free',
    why: 'a v2 order of the free course 1',
    call: { method: 'POST', path: '/api/v2/order/course', json: { course_id: 1 }, as: OWNER },
  },
  {
    sample: '4.9.10/30b-order-role',
    why: 'a v2 order of VIP plan 1 with agree',
    call: { method: 'POST', path: '/api/v2/order/role', json: { role_id: 1, agree: 1 }, as: FRESH },
  },
  {
    sample: '4.9.10/30c-order-role-no-agree',
    why: 'a v2 VIP order without agree',
    call: { method: 'POST', path: '/api/v2/order/role', json: { role_id: 1 }, as: FRESH },
  },
  {
    sample: '4.9.10/30d-order-status-unpaid',
    why: 'the status of the VIP order just made',
    setup: (ctx) => roleOrderV2(ctx, FRESH),
    call: async (ctx) =>
      ctx.request('GET', `/api/v2/order/status?order_id=${ctx.state.order_id}`, {
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: '4.9.10/30e-v3-handpay',
    why: 'hand pay for the VIP order just made',
    setup: (ctx) => roleOrderV2(ctx, FRESH),
    call: async (ctx) =>
      ctx.request('POST', '/api/v3/order/pay/handPay', {
        json: { order_id: ctx.state.order_id },
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: '4.9.10/30f-order-status-after-handpay',
    why: 'the status after hand pay: 支付中, as upstream',
    setup: async (ctx) => {
      const order = await roleOrderV2(ctx, FRESH)
      await ctx.ok('POST', '/api/v3/order/pay/handPay', { order_id: order.order_id }, await ctx.token(FRESH))
      return order
    },
    call: async (ctx) =>
      ctx.request('GET', `/api/v2/order/status?order_id=${ctx.state.order_id}`, {
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: '4.9.10/30g-pay-redirect-no-gateway',
    why: 'the pay redirect with a gateway the admin has not enabled',
    switches: { payments: 'none' },
    setup: (ctx) => roleOrderV2(ctx, FRESH),
    call: async (ctx) =>
      ctx.request(
        'GET',
        `/api/v2/order/pay/redirect?order_id=${ctx.state.order_id}&payment=alipay&payment_scene=h5&scene=h5&s_url=http%3A%2F%2Flocalhost%2Forder%2Fsuccess&f_url=http%3A%2F%2Flocalhost`,
        { token: await ctx.token(FRESH) }
      ),
  },
  {
    sample: '4.9.10/30h-member-orders-all-statuses',
    why: 'my orders after a VIP order switched to hand pay (listed although not paid)',
    setup: async (ctx) => {
      const order = await roleOrderV2(ctx, FRESH)
      await ctx.ok('POST', '/api/v3/order/pay/handPay', { order_id: order.order_id }, await ctx.token(FRESH))
    },
    call: { method: 'GET', path: '/api/v2/member/orders?page=1&page_size=10', as: FRESH },
  },
  {
    sample: '4.9.10/30i-course-comment-too-short',
    why: 'a v2 comment under 6 characters',
    call: { method: 'POST', path: '/api/v2/course/1/comment', json: { content: '太短' }, as: OWNER },
  },
  {
    sample: '4.9.10/30k-order-course-2-vip-learner',
    why: 'a VIP learner (demo learner 2 after buying plan 1) orders paid course 2',
    setup: async (ctx) => {
      const order = await roleOrderV2(ctx, FRESH)
      await ctx.ok('POST', '/__demo/pay', { order_id: order.order_id })
    },
    call: { method: 'POST', path: '/api/v2/order/course', json: { course_id: 2 }, as: FRESH },
  },
  {
    sample: '4.9.10/31-course-comment-post',
    why: 'a v2 comment with markup on the free course 1',
    call: {
      method: 'POST',
      path: '/api/v2/course/1/comment',
      json: { content: '<b>讲得很清楚</b>，期待下一章！' },
      as: FRESH,
    },
  },
  {
    sample: '4.9.10/31b-course-1-comments-after-post',
    why: 'course 1 comments after that post',
    setup: async (ctx) =>
      ctx.ok(
        'POST',
        '/api/v2/course/1/comment',
        { content: '<b>讲得很清楚</b>，期待下一章！' },
        await ctx.token(FRESH)
      ),
    call: { method: 'GET', path: '/api/v2/course/1/comments' },
  },
  {
    sample: '4.9.10/31c-video-comment-post',
    why: 'a v2 comment on video 1 (free course 1)',
    call: {
      method: 'POST',
      path: '/api/v2/video/1/comment',
      json: { content: '这一节的安装步骤很实用' },
      as: FRESH,
    },
  },
  {
    sample: '4.9.10/31d-video-1-comments-after-post',
    why: 'video 1 comments after that post',
    setup: async (ctx) =>
      ctx.ok(
        'POST',
        '/api/v2/video/1/comment',
        { content: '这一节的安装步骤很实用' },
        await ctx.token(FRESH)
      ),
    call: { method: 'GET', path: '/api/v2/video/1/comments' },
  },
  {
    sample: '4.9.10/31e-course-comment-noauth',
    why: 'a v2 comment without a token',
    call: { method: 'POST', path: '/api/v2/course/1/comment', json: { content: '未登录的评论内容' } },
  },
  {
    sample: '4.9.10/32-v3-order-route-absent',
    why: 'POST /api/v3/order does not exist on 4.9.10',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: '4.9.10/32c-v3-comment-store-route-absent',
    why: 'POST /api/v3/comment/store does not exist on 4.9.10',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 1, content: '测试评论内容' },
      as: FRESH,
    },
  },
  {
    sample: '4.9.10/50-probe-get-v3-order-noauth',
    why: 'no v3 order route at all on 4.9.10',
    call: { method: 'GET', path: '/api/v3/order' },
  },
  {
    sample: '4.9.10/50b-probe-post-v3-order-noauth',
    why: 'no v3 order route at all on 4.9.10 (before the login)',
    call: { method: 'POST', path: '/api/v3/order', json: {} },
  },

  // ---- v4.9.30 -----------------------------------------------------------------------------------------------
  {
    sample: 'v4.9.30/07-member-orders',
    why: 'my orders of demo learner 1: the paid ones only, with refund_amount',
    call: { method: 'GET', path: '/api/v2/member/orders', as: OWNER },
  },
  {
    sample: 'v4.9.30/08d-member-roles',
    why: 'VIP purchase history (none)',
    call: { method: 'GET', path: '/api/v2/member/roles', as: OWNER },
  },
  { sample: 'v4.9.30/11-roles', why: 'the VIP plans', call: { method: 'GET', path: '/api/v2/roles' } },
  {
    sample: 'v4.9.30/15-course-1-comments',
    why: REMOVED,
    call: { method: 'GET', path: '/api/v2/course/1/comments' },
  },
  {
    sample: 'v4.9.30/15b-v3-comments-course-1',
    why: 'v3 comments of a course nobody has commented on (demo course 7)',
    call: { method: 'GET', path: '/api/v3/comments?rt=1&rid=7' },
  },
  {
    sample: 'v4.9.30/16-order-payments',
    why: REMOVED,
    call: { method: 'GET', path: '/api/v2/order/payments?scene=h5', as: OWNER },
  },
  {
    sample: 'v4.9.30/41-comment-store-course-1',
    why: 'a top-level course comment with markup',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 6, content: '<b>讲得很清楚</b>，期待下一章！', parent_id: 0, reply_id: 0 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41b-comments-course-1-pending',
    why: 'the list of course 6 with that comment, pending',
    setup: (ctx) =>
      comment(ctx, FRESH, { content: '<b>讲得很清楚</b>，期待下一章！', parent_id: 0, reply_id: 0 }),
    call: { method: 'GET', path: '/api/v3/comments?rt=1&rid=6' },
  },
  {
    sample: 'v4.9.30/41c-comment-reply-to-pending',
    why: 'a reply to a comment still pending',
    setup: (ctx) =>
      comment(ctx, FRESH, { content: '<b>讲得很清楚</b>，期待下一章！', parent_id: 0, reply_id: 0 }),
    call: async (ctx) =>
      ctx.request('POST', '/api/v3/comment/store', {
        json: { rt: 1, rid: 6, content: '同意', parent_id: ctx.state.id, reply_id: 0 },
        token: await ctx.token(OWNER),
      }),
  },
  {
    sample: 'v4.9.30/41d-comment-reply',
    why: 'a reply after the admin approved the comment',
    setup: async (ctx) => {
      const top = await comment(ctx, FRESH, { content: '讲得很清楚，期待下一章！' })
      await approveAll(ctx)
      return top
    },
    call: async (ctx) =>
      ctx.request('POST', '/api/v3/comment/store', {
        json: { rt: 1, rid: 6, content: '同意，第二章也很好', parent_id: ctx.state.id, reply_id: 0 },
        token: await ctx.token(OWNER),
      }),
  },
  {
    sample: 'v4.9.30/41e-comment-reply-to-reply',
    why: 'a reply to that reply',
    setup: async (ctx) => {
      const top = await comment(ctx, FRESH, { content: '讲得很清楚，期待下一章！' })
      await approveAll(ctx)
      const reply = await comment(ctx, OWNER, { content: '同意，第二章也很好', parent_id: top.id })
      return { top, reply }
    },
    call: async (ctx) =>
      ctx.request('POST', '/api/v3/comment/store', {
        json: {
          rt: 1,
          rid: 6,
          content: '谢谢回复',
          parent_id: ctx.state.top.id,
          reply_id: ctx.state.reply.id,
        },
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: 'v4.9.30/41f-comments-course-1-with-replies',
    why: 'the list after the recorded thread: an approved reply and a pending reply to it (its text shown)',
    setup: recordedThread,
    call: { method: 'GET', path: '/api/v3/comments?rt=1&rid=6' },
  },
  {
    sample: 'v4.9.30/41g-comments-replies-of-parent',
    why: "every reply of the thread's comment",
    setup: recordedThread,
    call: (ctx) => ctx.request('GET', `/api/v3/comments/replies?rt=1&rid=6&parent_id=${ctx.state.top.id}`),
  },
  {
    sample: 'v4.9.30/41h-comments-replies-top-level-all',
    why: 'the replies endpoint without parent_id: every top-level comment',
    setup: recordedThread,
    call: { method: 'GET', path: '/api/v3/comments/replies?rt=1&rid=6' },
  },
  {
    sample: 'v4.9.30/41i-comment-store-empty',
    why: 'empty content',
    call: { method: 'POST', path: '/api/v3/comment/store', json: { rt: 1, rid: 1, content: '' }, as: FRESH },
  },
  {
    sample: 'v4.9.30/41j-comment-store-141-chars',
    why: '141 characters',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 1, content: '评'.repeat(141) },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41k-comment-store-bad-rt',
    why: 'rt 3',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 3, rid: 1, content: '资源类型不存在' },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41l-comment-store-noauth',
    why: 'no token',
    call: { method: 'POST', path: '/api/v3/comment/store', json: { rt: 1, rid: 1, content: '未登录评论' } },
  },
  {
    sample: 'v4.9.30/41m-comment-store-missing-course',
    why: 'course 999',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 999, content: '课程不存在' },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41n-comment-store-bad-parent',
    why: 'a parent_id that is no hashid',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 1, content: '父评论ID错误', parent_id: 'not-a-hash' },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41o-comment-store-video-1',
    why: 'a video comment (rt 2) on video 1',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 2, rid: 1, content: '这一节的安装步骤很实用' },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/41p-comments-video-1',
    why: 'video 1 comments after that post (and the seeded ones)',
    setup: (ctx) => comment(ctx, FRESH, { rt: 2, rid: 1, content: '这一节的安装步骤很实用' }),
    call: { method: 'GET', path: '/api/v3/comments?rt=2&rid=1' },
  },
  {
    sample: 'v4.9.30/41q-comments-replies-bad-parent',
    why: 'replies with a parent_id that is no hashid',
    call: { method: 'GET', path: '/api/v3/comments/replies?rt=1&rid=1&parent_id=zzz' },
  },
  {
    sample: 'v4.9.30/41r-comments-missing-rt-rid',
    why: 'no rt and rid: course 1 (its seeded threads)',
    call: { method: 'GET', path: '/api/v3/comments' },
  },
  {
    sample: 'v4.9.30/41s-course-3-comments-disallowed',
    why: 'course 4 (no chapters) refuses comments: is_allow_comment 0; learner 2 has no progress there',
    call: { method: 'GET', path: '/api/v2/course/4', as: FRESH },
  },
  {
    sample: 'v4.9.30/41t-comment-store-disallowed',
    why: 'commenting on course 4',
    call: {
      method: 'POST',
      path: '/api/v3/comment/store',
      json: { rt: 1, rid: 4, content: '禁止评论的课程' },
      as: OWNER,
    },
  },
  {
    sample: 'v4.9.30/42-order-role-no-agree',
    why: 'a VIP order without agree_protocol',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'ROLE', goods_id: 1, promo_code: '' },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42b-order-role',
    why: 'a VIP order',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'ROLE', goods_id: 1, promo_code: '', agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42c-order-status-after-create',
    why: 'the status of that order',
    setup: (ctx) => orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 }),
    call: async (ctx) =>
      ctx.request('GET', `/api/v2/order/status?order_id=${ctx.state.order_no}`, {
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: 'v4.9.30/42d-order-role-unknown-promo',
    why: 'a VIP order with an unknown promo code',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'ROLE', goods_id: 1, promo_code: 'NOSUCHCODE', agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42e-order-course-2-no-agree',
    why: 'a course order without agree_protocol',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'COURSE', goods_id: 2, promo_code: '' },
      as: OWNER,
    },
  },
  {
    sample: 'v4.9.30/42f-order-course-2-already-bought',
    why: 'learner 1 orders course 2 they own',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'COURSE', goods_id: 2, promo_code: '', agree_protocol: 1 },
      as: OWNER,
    },
  },
  {
    sample: 'v4.9.30/42g-order-course-1-free',
    why: 'an order of the free course 1',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'COURSE', goods_id: 1, promo_code: '', agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42h-member-orders-paid-only',
    why: 'learner 2 after two VIP orders (支付中) and the free course 1 (paid): only the paid one',
    setup: async (ctx) => {
      await orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 })
      await orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1, promo_code: 'NOSUCHCODE' })
      await orderV3(ctx, FRESH, { goods_type: 'COURSE', goods_id: 1 })
    },
    call: { method: 'GET', path: '/api/v2/member/orders?page=1&page_size=10', as: FRESH },
  },
  {
    sample: 'v4.9.30/42i-order-bad-goods-type',
    why: 'goods_type VOD',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'VOD', goods_id: 2, agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42j-order-missing-fields',
    why: 'an empty body',
    call: { method: 'POST', path: '/api/v3/order', json: {}, as: FRESH },
  },
  {
    sample: 'v4.9.30/42k-order-course-404',
    why: 'course 999',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'COURSE', goods_id: 999, agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42l-order-noauth',
    why: 'no token',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 },
    },
  },
  {
    sample: 'v4.9.30/42m-order-status-other-users-order',
    why: "learner 1 asks for learner 2's order",
    setup: (ctx) => orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 }),
    call: async (ctx) =>
      ctx.request('GET', `/api/v2/order/status?order_id=${ctx.state.order_no}`, {
        token: await ctx.token(OWNER),
      }),
  },
  {
    sample: 'v4.9.30/42n-order-lowercase-type',
    why: 'goods_type role in lower case',
    call: {
      method: 'POST',
      path: '/api/v3/order',
      json: { goods_type: 'role', goods_id: 1, agree_protocol: 1 },
      as: FRESH,
    },
  },
  {
    sample: 'v4.9.30/42o-payment-cashier-page',
    why: 'the pay_url of a VIP order (plan 1 月度会员 ¥30) with s_url and f_url, no gateway enabled',
    switches: { payments: 'none' },
    setup: (ctx) => orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 }),
    call: (ctx) =>
      ctx.request(
        'GET',
        `/payment/index?sign=${ctx.state.sign}&s_url=http%3A%2F%2Flocalhost%3A10086%2Forder%2Fsuccess&f_url=http%3A%2F%2Flocalhost%3A10086`
      ),
    compare: 'texts',
    texts: [
      '收银台',
      '订单编号',
      '商品名称',
      '月度会员',
      '原价',
      '¥30',
      '支付金额',
      '选择支付方式',
      '收款账号信息',
      '支付提交中',
      '正在跳转到支付渠道，请稍候...',
      '如果您已完成支付或支付遇到问题',
      '请点击下方按钮刷新订单状态',
      '刷新支付状态',
      '取消支付',
      '确认支付',
    ],
  },
  {
    sample: 'v4.9.30/42p-payment-cashier-bad-sign',
    why: 'the cashier with an unknown sign',
    call: { method: 'GET', path: '/payment/index?sign=order-nosuchsign' },
    compare: 'texts',
    texts: ['支付失败', '❌', '参数错误'],
  },
  {
    sample: 'v4.9.30/43-removed-order-course-v2',
    why: REMOVED,
    call: { method: 'POST', path: '/api/v2/order/course', json: { course_id: 2 }, as: FRESH },
  },
  {
    sample: 'v4.9.30/43b-removed-order-role-v2',
    why: REMOVED,
    call: { method: 'POST', path: '/api/v2/order/role', json: { role_id: 1, agree: 1 }, as: FRESH },
  },
  {
    sample: 'v4.9.30/43c-removed-pay-redirect',
    why: REMOVED,
    setup: (ctx) => orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 }),
    call: async (ctx) =>
      ctx.request(
        'GET',
        `/api/v2/order/pay/redirect?order_id=${ctx.state.order_no}&payment=alipay&payment_scene=h5&scene=h5`,
        { token: await ctx.token(FRESH) }
      ),
  },
  {
    sample: 'v4.9.30/43d-removed-v3-handpay',
    why: REMOVED,
    setup: (ctx) => orderV3(ctx, FRESH, { goods_type: 'ROLE', goods_id: 1 }),
    call: async (ctx) =>
      ctx.request('POST', '/api/v3/order/pay/handPay', {
        json: { order_id: ctx.state.order_no },
        token: await ctx.token(FRESH),
      }),
  },
  {
    sample: 'v4.9.30/43e-removed-video-comments-v2',
    why: REMOVED,
    call: { method: 'GET', path: '/api/v2/video/1/comments' },
  },
  {
    sample: 'v4.9.30/43f-removed-course-comment-post-v2',
    why: REMOVED,
    call: {
      method: 'POST',
      path: '/api/v2/course/1/comment',
      json: { content: '旧接口评论测试' },
      as: OWNER,
    },
  },
  {
    sample: 'v4.9.30/43i-removed-order-payments-noauth',
    why: `${REMOVED}, before the login check`,
    call: { method: 'GET', path: '/api/v2/order/payments?scene=h5' },
  },
  {
    sample: 'v4.9.30/50-probe-get-v3-order-noauth',
    why: 'GET on the POST-only v3 order route: 错误, before the login',
    call: { method: 'GET', path: '/api/v3/order' },
  },
  {
    sample: 'v4.9.30/50b-probe-post-v3-order-noauth',
    why: 'the v3 order route without a token',
    call: { method: 'POST', path: '/api/v3/order', json: {} },
  },
]
