import {
  AVATAR_MAX_BYTES,
  COMPRESS_STEPS,
  SOURCE_MAX_BYTES,
  compressionPlan,
  kindFromInfoType,
  prepareAvatar,
  scaleToFit,
  sniffImageKind,
  type CompressAttempt,
  type DecodedImage,
  type ImageCodec,
  type ImageKind,
} from '@/utils/avatar-image'

const MB = 1024 * 1024
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value]))
  )

describe('the real type of a file', () => {
  test('JPEG and PNG by their first bytes', () => {
    expect(sniffImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg')
    expect(sniffImageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png')
  })

  test('other image kinds are named, so they can be refused as the wrong type', () => {
    expect(sniffImageKind(bytes('GIF89a', 1, 0))).toBe('gif')
    expect(sniffImageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp')
    expect(sniffImageKind(bytes('BM', 0, 0, 0, 0))).toBe('bmp')
    expect(sniffImageKind(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBe('heic')
  })

  test('text renamed .jpg, an empty file or half a JPEG signature is no image', () => {
    expect(sniffImageKind(bytes('hello world, not a picture'))).toBeNull()
    expect(sniffImageKind(new Uint8Array())).toBeNull()
    expect(sniffImageKind(bytes(0xff, 0xd8))).toBeNull()
  })

  test("the mini-program's getImageInfo type", () => {
    expect(kindFromInfoType('jpeg')).toBe('jpeg')
    expect(kindFromInfoType('JPG')).toBe('jpeg')
    expect(kindFromInfoType('png')).toBe('png')
    expect(kindFromInfoType('gif')).toBe('gif')
    expect(kindFromInfoType('unknown')).toBeNull()
    expect(kindFromInfoType(undefined)).toBeNull()
  })
})

describe('sizes and steps', () => {
  test('the longest side is brought down to the step, proportions kept, never enlarged', () => {
    expect(scaleToFit({ width: 4000, height: 3000 }, 1280)).toEqual({ width: 1280, height: 960 })
    expect(scaleToFit({ width: 3000, height: 4000 }, 1280)).toEqual({ width: 960, height: 1280 })
    expect(scaleToFit({ width: 800, height: 600 }, 1280)).toEqual({ width: 800, height: 600 })
    expect(scaleToFit({ width: 10000, height: 5 }, 480)).toEqual({ width: 480, height: 1 })
  })

  test('a big photo is tried at every step, from 1280 px at 0.85 down to 480 px at 0.4', () => {
    expect(compressionPlan({ width: 4000, height: 3000 })).toEqual([
      { width: 1280, height: 960, quality: 0.85 },
      { width: 1280, height: 960, quality: 0.7 },
      { width: 1024, height: 768, quality: 0.7 },
      { width: 800, height: 600, quality: 0.6 },
      { width: 640, height: 480, quality: 0.5 },
      { width: 480, height: 360, quality: 0.4 },
    ])
    expect(COMPRESS_STEPS).toHaveLength(6)
  })

  test('a small picture is never enlarged, and a step that repeats the previous one is left out', () => {
    expect(compressionPlan({ width: 600, height: 400 })).toEqual([
      { width: 600, height: 400, quality: 0.85 },
      { width: 600, height: 400, quality: 0.7 },
      // 1024 px at 0.7 would be the same again
      { width: 600, height: 400, quality: 0.6 },
      { width: 600, height: 400, quality: 0.5 },
      { width: 480, height: 320, quality: 0.4 },
    ])
  })
})

/** A codec that says `kind` and answers each encoding with the next of `sizes` (null: encoding failed). */
function fakeCodec(
  kind: ImageKind | null,
  sizes: (number | null)[] = [],
  size = { width: 4000, height: 3000 }
) {
  const encoded: CompressAttempt[] = []
  const released: string[] = []
  const closed = jest.fn()
  const decode = jest.fn(async (): Promise<DecodedImage | null> => ({ ...size, close: closed }))
  const codec: ImageCodec = {
    kind: jest.fn(async () => kind),
    decode,
    encodeJpeg: jest.fn(async (_image: DecodedImage, attempt: CompressAttempt) => {
      encoded.push(attempt)
      const answer = sizes[encoded.length - 1]
      return answer === null || answer === undefined ? null : { path: `out-${encoded.length}`, bytes: answer }
    }),
    release: (path: string) => released.push(path),
  }
  return { codec, encoded, released, closed, decode }
}

describe('prepareAvatar', () => {
  test('a JPEG of exactly 1 MB goes up as it is, not decoded', async () => {
    const fake = fakeCodec('jpeg')
    const result = await prepareAvatar({ path: 'blob:a', bytes: AVATAR_MAX_BYTES }, fake.codec)
    expect(result).toEqual({
      kind: 'ready',
      file: { path: 'blob:a', fileName: 'avatar.jpg', bytes: AVATAR_MAX_BYTES, made: false },
      attempts: 0,
    })
    expect(fake.decode).not.toHaveBeenCalled()
  })

  test('a small PNG goes up as a PNG', async () => {
    const result = await prepareAvatar({ path: 'p', bytes: 300_000 }, fakeCodec('png').codec)
    expect(result).toMatchObject({ kind: 'ready', file: { path: 'p', fileName: 'avatar.png', made: false } })
  })

  test('one byte over 1 MB is compressed: the first step that fits is the avatar', async () => {
    const fake = fakeCodec('jpeg', [900_000])
    const result = await prepareAvatar({ path: 'p', bytes: AVATAR_MAX_BYTES + 1 }, fake.codec)
    expect(result).toEqual({
      kind: 'ready',
      file: { path: 'out-1', fileName: 'avatar.jpg', bytes: 900_000, made: true },
      attempts: 1,
    })
    expect(fake.encoded).toEqual([{ width: 1280, height: 960, quality: 0.85 }])
    expect(fake.closed).toHaveBeenCalledTimes(1)
  })

  test('steps go on until one fits; the ones that did not are released', async () => {
    const fake = fakeCodec('png', [3 * MB, 1.5 * MB, AVATAR_MAX_BYTES + 1, AVATAR_MAX_BYTES])
    const result = await prepareAvatar({ path: 'p', bytes: 5 * MB }, fake.codec)
    expect(result).toMatchObject({
      kind: 'ready',
      file: { path: 'out-4', bytes: AVATAR_MAX_BYTES },
      attempts: 4,
    })
    expect(fake.encoded.map((attempt) => `${attempt.width}x${attempt.height}@${attempt.quality}`)).toEqual([
      '1280x960@0.85',
      '1280x960@0.7',
      '1024x768@0.7',
      '800x600@0.6',
    ])
    expect(fake.released).toEqual(['out-1', 'out-2', 'out-3'])
  })

  test('still over 1 MB after the last step: too large, everything released', async () => {
    const fake = fakeCodec('jpeg', Array(6).fill(2 * MB))
    const result = await prepareAvatar({ path: 'p', bytes: 8 * MB }, fake.codec)
    expect(result).toEqual({ kind: 'refused', problem: 'too-large', attempts: 6 })
    expect(fake.released).toHaveLength(6)
    expect(fake.closed).toHaveBeenCalledTimes(1)
  })

  test('an encoding that fails is skipped; all failing means the picture cannot be read', async () => {
    const skipped = fakeCodec('jpeg', [null, 500_000])
    expect(await prepareAvatar({ path: 'p', bytes: 3 * MB }, skipped.codec)).toMatchObject({
      kind: 'ready',
      attempts: 2,
    })
    const none = fakeCodec('jpeg', Array(6).fill(null))
    expect(await prepareAvatar({ path: 'p', bytes: 3 * MB }, none.codec)).toEqual({
      kind: 'refused',
      problem: 'unreadable',
      attempts: 6,
    })
  })

  test('wrong types are refused whatever their size, before any decoding', async () => {
    for (const kind of ['gif', 'webp', 'bmp', 'heic'] as const) {
      const fake = fakeCodec(kind)
      expect(await prepareAvatar({ path: 'p', bytes: 10_000 }, fake.codec)).toMatchObject({
        kind: 'refused',
        problem: 'bad-type',
      })
      expect(fake.decode).not.toHaveBeenCalled()
    }
  })

  test('a file nothing can read (a text renamed .jpg) is unreadable', async () => {
    expect(await prepareAvatar({ path: 'p', bytes: 10_000 }, fakeCodec(null).codec)).toMatchObject({
      problem: 'unreadable',
    })
    const throwing = fakeCodec('jpeg')
    throwing.codec.kind = () => Promise.reject(new Error('read failed'))
    expect(await prepareAvatar({ path: 'p', bytes: 10_000 }, throwing.codec)).toMatchObject({
      problem: 'unreadable',
    })
  })

  test('a JPEG header over pixels that do not decode is unreadable', async () => {
    const fake = fakeCodec('jpeg')
    fake.decode.mockResolvedValueOnce(null)
    expect(await prepareAvatar({ path: 'p', bytes: 2 * MB }, fake.codec)).toMatchObject({
      kind: 'refused',
      problem: 'unreadable',
    })
  })

  test('over 20 MB is refused without decoding; exactly 20 MB is still tried', async () => {
    const big = fakeCodec('jpeg', [500_000])
    expect(await prepareAvatar({ path: 'p', bytes: SOURCE_MAX_BYTES + 1 }, big.codec)).toEqual({
      kind: 'refused',
      problem: 'source-too-large',
      attempts: 0,
    })
    expect(big.decode).not.toHaveBeenCalled()
    const limit = fakeCodec('jpeg', [500_000])
    expect(await prepareAvatar({ path: 'p', bytes: SOURCE_MAX_BYTES }, limit.codec)).toMatchObject({
      kind: 'ready',
    })
  })

  test('an unknown size (0 bytes reported) is decoded and checked, not trusted', async () => {
    const fake = fakeCodec('jpeg', [700_000])
    expect(await prepareAvatar({ path: 'p', bytes: 0 }, fake.codec)).toMatchObject({
      kind: 'ready',
      file: { made: true },
    })
  })
})
