import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AuthActor } from '../app/session.ts';
import { AppShell } from '../features/shell/AppShell.tsx';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';

export interface RouterContext {
  auth: AuthActor;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
