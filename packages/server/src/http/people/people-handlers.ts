import type {
  AcceptInvitationRequest,
  CreateInvitationRequest,
  OperationId,
  ResetPasswordRequest,
  SignInRequest,
  SwitchAccountRequest,
  UpdateMemberRequest,
} from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from '../../domain/domain-error.js'
import type { PeopleServices } from '../../domain/people/people-services.js'
import type { SignedIn } from '../../domain/people/session-service.js'
import { SignInThrottled } from '../../domain/people/sign-in-throttle.js'
import { CROSS_ORIGIN_MESSAGE, fromSiteOrigin, principalOf } from '../authenticate.js'
import type { Handler } from '../handler.js'
import { clientKeyOf } from '../rate-limits.js'
import type { SessionCookie } from '../session-cookie.js'
import { invitationView, memberView, meView } from './people-views.js'

export interface PeopleEdge {
  cookie: SessionCookie
  /** `{site_url}`'s origin: a sign-in carrying `Origin` must come from it. */
  siteOrigin: string
}

type UserIdParams = { userId: string }

/**
 * `/me`, sessions, members and invitations (issue #41). Sign-in and taking a link need no
 * credential, so they check the origin themselves: a request carrying `Origin` must come from the
 * site (a login CSRF would sign a browser in as someone else).
 */
export function peopleHandlers(people: PeopleServices, edge: PeopleEdge): Partial<Record<OperationId, Handler>> {
  const { sessions, members, invitations } = people
  const refuseForeignOrigin = (request: FastifyRequest) => {
    if (request.headers.origin !== undefined && !fromSiteOrigin(request, edge.siteOrigin)) {
      throw new DomainError('FORBIDDEN', CROSS_ORIGIN_MESSAGE)
    }
  }
  const signedIn = async (reply: FastifyReply, session: SignedIn) => {
    const who = await sessions.whoIsAsking(session.principal)
    return reply.header('set-cookie', edge.cookie.set(session.token, session.maxAgeSeconds)).send(meView(who))
  }
  const signedOut = (reply: FastifyReply) => reply.code(204).header('set-cookie', edge.cookie.clear()).send()
  return {
    getMe: async (request) => meView(await sessions.whoIsAsking(principalOf(request))),
    signIn: async (request, reply) => {
      refuseForeignOrigin(request)
      const body = request.body as SignInRequest
      try {
        return signedIn(
          reply,
          await sessions.signIn(body.email, body.password, clientKeyOf(request.ip), body.accountId),
        )
      } catch (error) {
        if (error instanceof SignInThrottled) reply.header('retry-after', String(error.retryAfterSeconds))
        throw error
      }
    },
    switchAccount: async (request) => {
      const { accountId } = request.body as SwitchAccountRequest
      return meView(await sessions.whoIsAsking(await sessions.switchAccount(principalOf(request), accountId)))
    },
    signOut: async (request, reply) => {
      await sessions.signOut(principalOf(request))
      return signedOut(reply)
    },
    signOutEverywhere: async (request, reply) => {
      await sessions.signOutEverywhere(principalOf(request))
      return signedOut(reply)
    },
    listMembers: async (request) => ({
      success: true,
      data: (await members.list(principalOf(request).accountId)).map(memberView),
    }),
    updateMember: async (request) => {
      const { userId } = request.params as UserIdParams
      const { role } = request.body as UpdateMemberRequest
      const { member, previousRole } = await members.updateRole(principalOf(request), userId, role)
      if (previousRole !== role) {
        await request.audit({
          action: 'member.updated',
          resource: { type: 'member', id: userId },
          changes: { role: { old: previousRole, new: role } },
        })
      }
      return { success: true, ...memberView(member) }
    },
    removeMember: async (request, reply) => {
      const { userId } = request.params as UserIdParams
      await members.remove(principalOf(request), userId)
      await request.audit({ action: 'member.removed', resource: { type: 'member', id: userId } })
      return reply.code(204).send()
    },
    createInvitation: async (request, reply) => {
      const { email, role } = request.body as CreateInvitationRequest
      const issued = await invitations.invite(principalOf(request), email, role)
      await request.audit({
        action: 'invitation.created',
        resource: { type: 'invitation', id: issued.invitation.id },
        changes: { email: { old: null, new: email }, role: { old: null, new: role } },
      })
      return reply
        .code(201)
        .send({ success: true, ...invitationView(issued.invitation), link: issued.link, emailed: issued.emailed })
    },
    listInvitations: async (request) => ({
      success: true,
      data: (await invitations.list(principalOf(request).accountId)).map(invitationView),
    }),
    deleteInvitation: async (request, reply) => {
      const { id } = request.params as { id: string }
      await invitations.withdraw(principalOf(request).accountId, id)
      await request.audit({ action: 'invitation.deleted', resource: { type: 'invitation', id } })
      return reply.code(204).send()
    },
    acceptInvitation: async (request, reply) => {
      refuseForeignOrigin(request)
      const body = request.body as AcceptInvitationRequest
      // A person signed in already takes the link as themselves, without their password.
      const token = edge.cookie.read(request.headers.cookie)
      const current = token === undefined ? null : await sessions.authenticate(token)
      return signedIn(reply, await invitations.accept({ ...body, sessionUserId: current?.userId ?? null }))
    },
    resetPassword: async (request, reply) => {
      refuseForeignOrigin(request)
      const { token, password } = request.body as ResetPasswordRequest
      return signedIn(reply, await invitations.resetPassword(token, password))
    },
  }
}
