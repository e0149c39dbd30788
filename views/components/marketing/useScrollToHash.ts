import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Client-side navigations to '/#pricing' do not scroll by themselves: this brings the anchor into view. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}
