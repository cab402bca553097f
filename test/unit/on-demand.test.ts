import { onDemand } from '@/utils/on-demand'

it('fetches once, keeps the value, and fetches again only after a failure', async () => {
  const answers = [Promise.reject(new Error('ChunkLoadError')), Promise.resolve('code')]
  const fetch = jest.fn(() => answers.shift() as Promise<string>)
  const part = onDemand(fetch)
  expect(part.value).toBeNull()
  await expect(part.load()).rejects.toThrow('ChunkLoadError')
  expect(part.value).toBeNull()
  const [first, second] = [part.load(), part.load()]
  expect(first).toBe(second)
  await expect(first).resolves.toBe('code')
  expect(part.value).toBe('code')
  await part.load()
  expect(fetch).toHaveBeenCalledTimes(2)
})
