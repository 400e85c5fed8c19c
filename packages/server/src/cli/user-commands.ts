/**
 * `dynqr users invite | reset-password` (issue #41): recovery without the pages. Each prints a
 * one-time link, made through the domain's InvitationService as the API makes invitations; only
 * its token's hash is stored.
 */
import { ROLES, type Role } from '@dynqr/contract'
import { type Command, Option } from 'commander'
import { DomainError } from '../domain/domain-error.js'
import type { OpenServices } from '../program.js'

type WithServices = <T>(work: (opened: OpenServices) => Promise<T>) => Promise<T>
type Print = (json: boolean, data: unknown, text: string) => void

export function addUserCommands(program: Command, withServices: WithServices, print: Print): void {
  const users = program.command('users').description('invite people and reset their passwords (one-time links)')

  users
    .command('invite')
    .description('print a one-time link (7 days) that makes the person a member of the account with the role')
    .requiredOption('--account <name>', 'the account to join')
    .requiredOption('--email <address>', 'whom the link is for')
    .addOption(new Option('--role <role>', 'their role').choices(ROLES).default('owner'))
    .option('--json', 'print JSON')
    .action(async (opts: { account: string; email: string; role: Role; json?: boolean }) => {
      const issued = await withServices(async ({ store, services }) => {
        const account = await store.accounts.findByName(opts.account)
        if (!account) throw new DomainError('NOT_FOUND', `No account named ${opts.account} (dynqr accounts list)`)
        return services.people.invitations.inviteToAccount(account.id, opts.role, opts.email)
      })
      const data = {
        id: issued.invitation.id,
        email: issued.invitation.email,
        role: issued.invitation.role,
        expiresAt: new Date(issued.invitation.expiresAt).toISOString(),
        link: issued.link,
      }
      print(
        Boolean(opts.json),
        data,
        `Invited ${data.email} to ${opts.account} as ${data.role}. Send them this link (works once, until ${data.expiresAt}):\n\n  ${data.link}\n\n`,
      )
    })

  users
    .command('reset-password')
    .description('print a one-time link (1 hour) where the person sets a new password')
    .requiredOption('--email <address>', 'the person')
    .option('--json', 'print JSON')
    .action(async (opts: { email: string; json?: boolean }) => {
      const issued = await withServices(({ services }) => services.people.invitations.resetLink(opts.email))
      const data = {
        email: issued.invitation.email,
        expiresAt: new Date(issued.invitation.expiresAt).toISOString(),
        link: issued.link,
      }
      print(
        Boolean(opts.json),
        data,
        `A password reset link for ${data.email} (works once, until ${data.expiresAt}):\n\n  ${data.link}\n\n`,
      )
    })
}
