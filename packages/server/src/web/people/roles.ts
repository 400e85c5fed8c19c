import { ROLE_LABELS, ROLES, type Role } from '@dynqr/contract'

export { ROLE_LABELS, type Role }

/** The roles in the order pages offer them (the least first), with their names in words. */
export const ROLE_CHOICES: readonly [Role, string][] = [...ROLES].reverse().map((role) => [role, ROLE_LABELS[role]])
