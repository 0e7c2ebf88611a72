/** The typed tRPC hooks for components (`trpc.auth.current.useQuery()`, ...). */
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../server/routers/_app';

export const trpc = createTRPCReact<AppRouter>();
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type CurrentUser = NonNullable<RouterOutputs['auth']['current']>;
