'use strict'

// multipart/form-data (RFC 7578) for the avatar upload: binary-safe, Buffers only. parseMultipart(buffer,
// contentType) → {fields: {name: text}, files: [{field, filename, contentType, data}]}. A body it cannot read
// throws a code-1 ApiError.

const { fail } = require('./http')

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

function isMultipart(contentType = '') {
  return (
    String(contentType || '')
      .split(';')[0]
      .trim()
      .toLowerCase() === 'multipart/form-data'
  )
}

/** The boundary parameter of a multipart content type (quoted or not), or ''. */
function boundaryOf(contentType = '') {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(contentType || ''))
  return match ? match[1] || match[2] : ''
}

/** `name="…"` / `filename="…"` of a Content-Disposition header (browsers escape `"` as %22). */
function dispositionParam(header, key) {
  const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header)
  if (match) return match[1].replace(/\\(.)/g, '$1')
  const bare = new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(header)
  return bare ? bare[1] : null
}

function parseHeaders(text) {
  const headers = {}
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function parseMultipart(buffer, contentType) {
  const boundary = boundaryOf(contentType)
  if (!boundary) throw fail('请求格式错误：multipart 缺少 boundary')
  const delimiter = Buffer.from(`--${boundary}`)
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`)
  const fields = {}
  const files = []

  let pos = buffer.indexOf(delimiter)
  if (pos === -1) throw fail('请求格式错误：multipart 内容无法解析')
  pos += delimiter.length
  for (;;) {
    // After a delimiter: `--` closes the body, else CRLF and a part.
    if (buffer[pos] === 0x2d && buffer[pos + 1] === 0x2d) break
    if (!buffer.subarray(pos, pos + 2).equals(CRLF)) throw fail('请求格式错误：multipart 内容无法解析')
    pos += 2
    const end = buffer.indexOf(nextDelimiter, pos)
    if (end === -1) throw fail('请求格式错误：multipart 内容不完整')
    const part = buffer.subarray(pos, end)
    const headerEnd = part.indexOf(HEADER_END)
    if (headerEnd === -1) throw fail('请求格式错误：multipart 内容无法解析')
    const headers = parseHeaders(part.subarray(0, headerEnd).toString('utf8'))
    const data = part.subarray(headerEnd + HEADER_END.length)
    const disposition = headers['content-disposition'] || ''
    const name = dispositionParam(disposition, 'name')
    const filename = dispositionParam(disposition, 'filename')
    if (name !== null) {
      if (filename !== null) {
        files.push({
          field: name,
          filename,
          contentType: headers['content-type'] || 'application/octet-stream',
          data: Buffer.from(data),
        })
      } else {
        fields[name] = data.toString('utf8')
      }
    }
    pos = end + nextDelimiter.length
  }
  return { fields, files }
}

/** Build a multipart body (for tests): parts `{name, value}` or `{name, filename, contentType, data}`. */
function buildMultipart(parts, boundary = `----DemoBoundary${Date.now().toString(16)}`) {
  const chunks = []
  for (const part of parts) {
    const fileBit = part.filename !== undefined ? `; filename="${part.filename}"` : ''
    const typeLine =
      part.filename !== undefined ? `Content-Type: ${part.contentType || 'application/octet-stream'}\r\n` : ''
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileBit}\r\n${typeLine}\r\n`
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(String(part.value ?? part.data ?? '')),
      CRLF
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

module.exports = { isMultipart, boundaryOf, parseMultipart, buildMultipart }
