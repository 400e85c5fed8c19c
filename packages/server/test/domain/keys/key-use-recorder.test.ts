import { describe, expect, it } from 'vitest'
import type { ApiKeyRepository } from '../../../src/domain/keys/api-key-repository.js'
import { KeyUseRecorder } from '../../../src/domain/keys/key-use-recorder.js'

/** A repository whose writes wait until the test lets them go, so a flush can be caught running. */
function heldRepository() {
  const touched: [string, number][] = []
  let release: () => void = () => {}
  let held = new Promise<void>((resolve) => {
    release = resolve
  })
  const repository = {
    touch: async (id: string, at: number) => {
      await held
      touched.push([id, at])
    },
  } as unknown as ApiKeyRepository
  return {
    repository,
    touched,
    release: () => {
      release()
      held = Promise.resolve()
    },
  }
}

describe('KeyUseRecorder', () => {
  it('writes a use noted while a flush is running when flushed again (shutdown loses nothing)', async () => {
    const { repository, touched, release } = heldRepository()
    const recorder = new KeyUseRecorder(repository)
    recorder.record('key_a', 1_000)
    const first = recorder.flush()
    // key_a's write is under way; key_b arrives meanwhile, then shutdown flushes.
    recorder.record('key_b', 2_000)
    const last = recorder.flush()
    release()
    await Promise.all([first, last])
    expect(touched).toEqual([
      ['key_a', 1_000],
      ['key_b', 2_000],
    ])
  })

  it('keeps a later use of a key whose write is running', async () => {
    const { repository, touched, release } = heldRepository()
    const recorder = new KeyUseRecorder(repository)
    recorder.record('key_a', 1_000)
    const first = recorder.flush()
    recorder.record('key_a', 5_000)
    const last = recorder.flush()
    release()
    await Promise.all([first, last])
    expect(touched.at(-1)).toEqual(['key_a', 5_000])
  })
})
