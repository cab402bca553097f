/**
 * H5: the watermark's picture code is fetched when a logged-in page first draws the watermark (a visitor's first
 * screen does not carry it); the layer is there at once and shows the learner's lines as soon as the code is in.
 */
type Modules = typeof import('@/components/Watermark/index.h5') & typeof import('@testing-library/react/pure')

const onH5 = process.env.TARO_ENV === 'weapp' ? it.skip : it

let modules = {} as Modules
// A module registry of its own (with its own React and Testing Library): the shared test setup loads the picture
// code in the usual one before the tests.
beforeAll(() =>
  jest.isolateModulesAsync(async () => {
    modules = {
      ...(await import('@testing-library/react/pure')),
      ...(await import('@/components/Watermark/index.h5')),
    }
  })
)

afterEach(() => modules.cleanup?.())

onH5(
  'the first watermark draws its lines once its picture code has loaded; the next one draws them at once',
  async () => {
    const { Watermark, render, screen, waitFor } = modules
    const first = render(<Watermark lines={['学员小王-1', '13800000001']} />)
    const layer = screen.getByTestId('watermark')
    expect(layer).toHaveAttribute('aria-hidden', 'true')
    expect(layer.style.backgroundImage).toBe('')
    await waitFor(() => expect(layer.style.backgroundImage).toMatch(/^url\("data:image\/svg\+xml,/))
    expect(decodeURIComponent(layer.style.backgroundImage)).toContain('学员小王-1')
    first.unmount()

    render(<Watermark lines={['学员小李-2']} />)
    const next = decodeURIComponent(screen.getByTestId('watermark').style.backgroundImage)
    expect(next).toContain('学员小李-2')
    expect(next).not.toContain('学员小王-1')
  }
)
