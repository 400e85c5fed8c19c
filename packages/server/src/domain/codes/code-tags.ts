import { DomainError } from '../domain-error.js'

/** A code carries at most this many tags (openapi.yaml, Tags). */
export const MAX_TAGS = 10

/** How tags are compared: lower-cased as JavaScript does (the SQL engines' qr_code_tags keys are the same). */
export const tagKey = (tag: string): string => tag.toLowerCase()

/** The distinct keys of a `tag=` filter (absent, one or several), in the order given. */
export function tagKeys(tags: string | readonly string[] | undefined): string[] {
  if (tags === undefined) return []
  const list = typeof tags === 'string' ? [tags] : tags
  return [...new Set(list.map((tag) => tagKey(tag.trim())).filter((key) => key !== ''))]
}

/**
 * Tags as a code keeps them (issue #45): each trimmed; a blank one refused; those that differ only
 * in case from an earlier one merged into it (the first spelling kept); at most MAX_TAGS after
 * that. `field` names the request's field in a refusal.
 */
export function normaliseTags(tags: readonly string[], field = 'tags'): string[] {
  const kept = new Map<string, string>()
  for (const raw of tags) {
    const tag = raw.trim()
    if (tag === '') throw DomainError.invalidField(field, `${field} must not hold a blank tag`)
    if (!kept.has(tagKey(tag))) kept.set(tagKey(tag), tag)
  }
  if (kept.size > MAX_TAGS) {
    throw DomainError.invalidField(
      field,
      `A code carries at most ${MAX_TAGS} tags; ${field} would give it ${kept.size}`,
    )
  }
  return [...kept.values()]
}

/**
 * A code's tags after a bulk change's `addTags` and `removeTags` (openapi.yaml, BulkUpdateRequest):
 * removed ones go (whatever their case), added ones come at the end unless the code has them
 * already (then kept as written before).
 */
export function retagged(current: readonly string[], add: readonly string[] = [], remove: readonly string[] = []) {
  const removed = new Set(tagKeys(remove))
  const kept = current.filter((tag) => !removed.has(tagKey(tag)))
  return normaliseTags([...kept, ...add], add.length > 0 ? 'addTags' : 'tags')
}

/** Tags as text in one cell (CSV export, the dashboard): `, ` between them (a tag holds no comma). */
export const tagsCell = (tags: readonly string[]): string => tags.join(', ')
