'use strict'

// The demo videos (media/, made by make-media.sh): GET /__demo/media/<file> and /__demo/media/hls/<file>, with
// their content types and HTTP Range support (browsers need 206 answers to seek in an MP4), CORS open. Also the
// page an <iframe> play URL embeds: GET /__demo/iframe-player?video=<id>.

const fs = require('node:fs')
const path = require('node:path')

const { Reply, html, htmlPage, escapeHtml } = require('../lib/http')

const MEDIA_DIR = path.join(__dirname, '..', 'media')

const CONTENT_TYPES = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
}

const cache = new Map()

/** The file's bytes, or null for a name that is not a media file. */
function readMedia(relative) {
  if (!/^(hls\/)?[a-z0-9-]+\.(mp4|m3u8|ts)$/.test(relative)) return null
  if (!cache.has(relative)) {
    // HLS segments are stored as .mpegts (a .ts file would be taken for TypeScript by the linters) and served as .ts.
    const stored = relative.endsWith('.ts') ? relative.replace(/\.ts$/, '.mpegts') : relative
    try {
      cache.set(relative, fs.readFileSync(path.join(MEDIA_DIR, stored)))
    } catch {
      return null
    }
  }
  return cache.get(relative)
}

/**
 * Parse a Range header for a body of `size` bytes: null = no (usable) range, answer 200; {start, end} (inclusive);
 * or 'unsatisfiable'. Only the first range of a list is served.
 */
function parseRange(header, size) {
  if (!header) return null
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)/.exec(String(header).trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start
  let end
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

function serveMedia(req, relative) {
  const data = readMedia(relative)
  if (!data) return html(htmlPage('未找到', '<p>文件不存在</p>'), 404)
  const headers = {
    'Content-Type': CONTENT_TYPES[path.extname(relative)],
    'Accept-Ranges': 'bytes',
    'Access-Control-Expose-Headers': 'Content-Length, Content-Range, Accept-Ranges',
    'Cache-Control': 'public, max-age=3600',
  }
  const range = parseRange(req.headers.range, data.length)
  if (range === 'unsatisfiable') {
    return new Reply({ status: 416, headers: { ...headers, 'Content-Range': `bytes */${data.length}` } })
  }
  if (range) {
    const body = data.subarray(range.start, range.end + 1)
    return new Reply({
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${data.length}`,
        'Content-Length': String(body.length),
      },
      body,
    })
  }
  return new Reply({ headers: { ...headers, 'Content-Length': String(data.length) }, body: data })
}

module.exports = (api) => {
  api.get('/__demo/media/:file', ({ req, params }) => serveMedia(req, params.file))
  api.get('/__demo/media/hls/:file', ({ req, params }) => serveMedia(req, `hls/${params.file}`))

  // What the iframe play URL of course 5 embeds: a plain <video> of the clock lesson.
  api.get('/__demo/iframe-player', ({ input, baseUrl }) => {
    const video = escapeHtml(String(input.video || ''))
    return html(`<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>外部播放器（演示）</title>
<style>html,body{margin:0;height:100%;background:#000;color:#fff;font:13px sans-serif}video{width:100%;height:100%;object-fit:contain}p{position:absolute;top:4px;left:8px;margin:0;opacity:.8}</style>
</head>
<body><p>外部播放器（iframe 演示，视频 ${video}）</p>
<video id="player" controls playsinline src="${baseUrl}/__demo/media/clock-180p.mp4"></video>
</body>
</html>`)
  })
}

module.exports.parseRange = parseRange
module.exports.MEDIA_DIR = MEDIA_DIR
