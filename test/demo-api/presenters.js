'use strict'

// Turn stored records into the JSON shapes of the MeEdu API (src/services/api/README.md). Keep field lists here so the
// contract is easy to compare with the document.

const { isoTime, isBoundMobile } = require('./lib/util')

function avatarUrl(user, baseUrl) {
  return user.avatar || `${baseUrl}/__demo/assets/avatar.svg`
}

/** GET /api/v2/member/detail, every field. */
function memberDetail(user, { state, baseUrl }) {
  return {
    id: user.id,
    avatar: avatarUrl(user, baseUrl),
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_bind_mobile: isBoundMobile(user.mobile) ? 1 : 0,
    is_bind_qq: state.isBoundTo(user.id, 'qq') ? 1 : 0,
    is_bind_wechat: state.isBoundTo(user.id, 'wechat') ? 1 : 0,
    is_face_verify: Boolean(user.is_face_verify),
    profile_real_name: user.profile_real_name,
    profile_id_number: user.profile_id_number,
    is_password_set: user.is_password_set,
    is_set_nickname: user.is_set_nickname,
    is_lock: user.is_lock,
    is_active: user.is_active,
    role_id: user.role_id,
    role: user.role ? { id: user.role.id, name: user.role.name } : null,
    role_expired_at: isoTime(user.role_expired_at),
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    invite_balance: user.invite_balance,
    invite_people_count: user.invite_people_count,
    created_at: isoTime(user.created_at),
  }
}

/** Item of GET /api/v2/member/messages. */
function notification(record) {
  return {
    id: record.id,
    notifiable_id: record.notifiable_id,
    data: { message: record.message },
    read_at: isoTime(record.read_at),
    created_at: isoTime(record.created_at),
  }
}

module.exports = { avatarUrl, memberDetail, notification }
