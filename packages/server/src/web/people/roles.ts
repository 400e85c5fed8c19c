/** An account member's role (the contract's Role). */
export type Role = 'owner' | 'admin' | 'editor' | 'viewer'

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
}

/** The roles in the order pages offer them, with their names in words. */
export const ROLE_CHOICES: readonly [Role, string][] = (['viewer', 'editor', 'admin', 'owner'] as const).map((role) => [
  role,
  ROLE_LABELS[role],
])
