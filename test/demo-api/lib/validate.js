'use strict'

// Input validation in the style of the upstream FormRequests: all messages of the failed
// rules joined with ',' into one code-1 error (Qsnh/meedu app/Http/Requests/ApiV2/BaseRequest.php).

const { fail } = require('./http')
const { isValidMobile } = require('./util')

/** Trimmed string value of an input field ('' when absent). */
function text(input, name) {
  const value = input[name]
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return text({ v: value[0] }, 'v')
  return String(value).trim()
}

/**
 * Check required fields. `rules` maps a field name to its "required" message.
 * Returns an object with the trimmed values.
 */
function required(input, rules) {
  const values = {}
  const errors = []
  for (const [name, message] of Object.entries(rules)) {
    values[name] = text(input, name)
    if (values[name] === '') errors.push(message)
  }
  if (errors.length) throw fail(errors.join(','))
  return values
}

function requireMobile(mobile) {
  if (!isValidMobile(mobile)) throw fail('请输入正确的手机号')
}

module.exports = { text, required, requireMobile }
