import { useRouteLoaderData } from 'react-router-dom';
import type { PublicSettings } from '../data';

/** Site-wide settings loaded once by the root route. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData('root') as { settings: PublicSettings } | undefined;
  if (!data) throw new Error('useSettings() needs the root route loader');
  return data.settings;
}
