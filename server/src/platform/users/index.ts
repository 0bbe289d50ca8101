// The feature's face (the Users page: tenant users and invitations): what its area mounts.
export { usersRoutes, type UserSessions } from './users.routes';
