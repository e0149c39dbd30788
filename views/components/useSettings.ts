import { createContext, useContext } from 'react';
import type { PublicSettings } from '../../domain/site/settings';

/** Site-wide settings, loaded once by the root route and provided by RootLayout (a context, so islands need no router). */
export const SettingsContext = createContext<PublicSettings | null>(null);

export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() needs the root layout (islands get settings as props)');
  return settings;
}
