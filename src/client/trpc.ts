/** The typed tRPC hooks for components (`trpc.auth.current.useQuery()`, ...). */
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../server/routers/_app';

export const trpc = createTRPCReact<AppRouter>();
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type CurrentUser = NonNullable<RouterOutputs['auth']['current']>;
/** What the frame's islands are told about the signed-in user: nothing more than they show. */
export type SessionUser = Pick<CurrentUser, 'username' | 'role'>;
