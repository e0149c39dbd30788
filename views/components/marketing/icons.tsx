import type { Feature } from '../../content/landing';

const paths: Record<Feature['icon'] | 'check' | 'cross' | 'arrow' | 'star', string> = {
  directory: 'M4 5h16M4 12h16M4 19h10M17 17l2 2 3-4',
  blog: 'M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5',
  pages: 'M7 3h10v4H7zM4 9h16v12H4zM8 13h3M13 13h3M8 17h3M13 17h3',
  megaphone: 'M3 10v4h3l6 4V6L6 10zM16 8a5 5 0 010 8M19 5a9 9 0 010 14',
  report: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  check: 'M5 12l5 5L20 7',
  cross: 'M6 6l12 12M18 6L6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

type IconName = keyof typeof paths;

/** Stroke icons drawn inline: no request, no layout shift. */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
