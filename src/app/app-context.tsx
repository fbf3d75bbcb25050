// What every view may read: the session actor and the toaster, provided once at the root.
import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './session.ts';
import type { Toaster } from './toaster.ts';

export interface AppServices {
  session: Session;
  toaster: Toaster;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used within an AppServicesProvider');
  return services;
}
