/** Tags as the server keeps them (issue #45): trimmed, those differing only in case from an earlier one merged into it. */
export function mergedTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>()
  for (const tag of tags.map((t) => t.trim())) if (!kept.has(tag.toLowerCase())) kept.set(tag.toLowerCase(), tag)
  return [...kept.values()]
}

/** The list's `tag=` filter: no tags asked keeps every code; else a code that carries any of them, in any case. */
export function hasAnyTag(codeTags: readonly string[], asked: readonly string[]): boolean {
  if (asked.length === 0) return true
  const keys = new Set(asked.map((tag) => tag.trim().toLowerCase()))
  return codeTags.some((tag) => keys.has(tag.toLowerCase()))
}
