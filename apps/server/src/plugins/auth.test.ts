import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { type AuthUser, currentUser, requireOwner, requireRole, requireTutor } from './auth';

const customer: AuthUser = {
  uid: 'cliente1',
  email: 'c@example.it',
  emailVerified: true,
  isAnonymous: false,
  role: 'customer',
  authTime: null,
};
const tutor: AuthUser = { ...customer, uid: 'tutor1', role: 'tutor' };
const requestOf = (user: AuthUser | null) => ({ user }) as FastifyRequest;

function statusOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    return error instanceof AppError ? error.statusCode : 500;
  }
  return 200;
}

describe('route guards', () => {
  it('requireOwner: the owner passes, anyone else gets 404 like a missing resource', () => {
    expect(requireOwner(requestOf(customer), 'cliente1')).toBe(customer);
    expect(statusOf(() => requireOwner(requestOf(customer), 'altro'))).toBe(404);
    expect(statusOf(() => requireOwner(requestOf(tutor), 'cliente1'))).toBe(404);
    expect(statusOf(() => requireOwner(requestOf(null), 'cliente1'))).toBe(401);
  });

  it('requireRole / requireTutor: the role passes, others get 403, nobody 401', () => {
    expect(requireRole(requestOf(tutor), 'tutor')).toBe(tutor);
    expect(requireTutor(requestOf(tutor))).toBe(tutor);
    expect(statusOf(() => requireTutor(requestOf(customer)))).toBe(403);
    expect(statusOf(() => requireRole(requestOf(tutor), 'customer'))).toBe(403);
    expect(statusOf(() => requireRole(requestOf(null), 'tutor'))).toBe(401);
    expect(statusOf(() => currentUser(requestOf(null)))).toBe(401);
  });
});
