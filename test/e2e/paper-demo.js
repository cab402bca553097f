'use strict'
// The demo API's Paper add-on controls, for the exam browser tests (exam.test.js, exam-clock.test.js).
const assert = require('node:assert/strict')
const { API_URL } = require('./support')

/** The demo learner's attempts at `paper`, as the demo API keeps them (status, deadline, submits…). */
async function paperRecords(paper) {
  const response = await fetch(`${API_URL}/__demo/paper/records?user=1&paper=${paper}`)
  return (await response.json()).data
}

/** Move an attempt's deadline to `seconds` from the server's now. */
async function moveDeadline(recordId, seconds) {
  const response = await fetch(`${API_URL}/__demo/paper/deadline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record_id: recordId, seconds }),
  })
  assert.equal((await response.json()).code, 0)
}

module.exports = { paperRecords, moveDeadline }
