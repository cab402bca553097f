'use strict'

// Small real files for course attachments, built in memory once: valid PDFs (one page of text, a few KB)
// and a ZIP archive (stored entries). Their byte length is the attachment's `size`.

const zlib = require('node:zlib')

/** A one-page PDF 1.4 with `lines` of ASCII text in Helvetica; every offset in the xref table is exact. */
function makePdf(title, lines) {
  const escapePdf = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`)
  const body = [`BT /F1 18 Tf 56 780 Td (${escapePdf(title)}) Tj ET`]
  lines.forEach((line, index) => {
    body.push(`BT /F1 11 Tf 56 ${748 - index * 16} Td (${escapePdf(line)}) Tj ET`)
  })
  const stream = body.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (MeEdu demo API) >>`,
  ]
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer) {
  if (typeof zlib.crc32 === 'function') return zlib.crc32(buffer) >>> 0
  let crc = 0xffffffff
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP archive of `entries` ([{name, data: Buffer}]), stored without compression, UTF-8 names. */
function makeZip(entries) {
  const locals = []
  const centrals = []
  let offset = 0
  const dosTime = (8 << 11) | (0 << 5) // 08:00:00
  const dosDate = ((2024 - 1980) << 9) | (6 << 5) | 20 // 2024-06-20
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(dosTime, 10)
    local.writeUInt16LE(dosDate, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    local.writeUInt16LE(0, 28)
    locals.push(local, nameBytes, data)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(dosTime, 12)
    central.writeUInt16LE(dosDate, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

const filler = (topic, count) =>
  Array.from(
    { length: count },
    (_, i) => `${i + 1}. ${topic}: demo text for the MeEdu learner app, line ${i + 1} of ${count}.`
  )

const handbook = makePdf('Employee Handbook (demo)', [
  'Welcome aboard! This handbook is a demo attachment of course 1.',
  ...filler('Company policy', 40),
])

/** A minimal Office Open XML package (a ZIP with its content types and one part): enough to be a .docx/.xlsx/.pptx. */
function makeOfficeFile(kind, text) {
  const types = {
    docx: [
      'word/document.xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ],
    xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
    pptx: [
      'ppt/presentation.xml',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ],
  }
  const [part, contentType] = types[kind]
  const xml = (body) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, 'utf8')
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`
      ),
    },
    { name: part, data: xml(`<demo>${text}</demo>`) },
  ])
}

/** A 2×2 PNG (grey), built with its real chunks and CRCs. */
function makePng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const rows = Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let cached = null

/** The attachment files by key: {data: Buffer, contentType, extension}. Built once per process. */
function attachmentFiles() {
  if (cached) return cached
  cached = {
    handbook: { data: handbook, contentType: 'application/pdf', extension: 'pdf' },
    onboardingZip: {
      data: makeZip([
        {
          name: 'README.txt',
          data: Buffer.from(
            '入职资料包（演示）\r\nOnboarding pack (demo): the handbook and a checklist.\r\n',
            'utf8'
          ),
        },
        {
          name: 'checklist.txt',
          data: Buffer.from(
            '1. 领取工牌\r\n2. 开通邮箱\r\n3. 阅读员工手册\r\n4. 完成新员工入职指南课程\r\n',
            'utf8'
          ),
        },
        { name: 'handbook.pdf', data: handbook },
      ]),
      contentType: 'application/zip',
      extension: 'zip',
    },
    lectureNotes: {
      data: makePdf('Lecture notes (demo)', [
        'Course 2 lecture notes: a demo attachment.',
        ...filler('Notes', 36),
      ]),
      contentType: 'application/pdf',
      extension: 'pdf',
    },
    cheatSheet: {
      data: makePdf('Vue 3 cheat sheet (demo)', [
        'Course 3 cheat sheet: a demo attachment for buyers only.',
        ...filler('Composition API', 30),
      ]),
      contentType: 'application/pdf',
      extension: 'pdf',
    },
    policyDocx: {
      data: makeOfficeFile('docx', 'Information security policy (demo)'),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    },
    checklistXlsx: {
      data: makeOfficeFile('xlsx', 'Security self-check list (demo)'),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    },
    slidesPptx: {
      data: makeOfficeFile('pptx', 'Security training slides (demo)'),
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
    plainNotes: {
      data: Buffer.from('安全操作说明（演示）\r\n1. 离开座位锁屏\r\n2. 不点陌生链接\r\n', 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      extension: '',
    },
    floorPlan: { data: makePng(), contentType: 'image/png', extension: 'png' },
  }
  return cached
}

module.exports = { attachmentFiles, makePdf, makeZip, crc32 }
