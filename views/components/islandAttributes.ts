/**
 * The attributes client/hydrateIslands.tsx reads: which component, its props (JSON) and its useId prefix; and the mark
 * of an island hydrated as the page opens. A module of its own: client/hydrateOnIntent.tsx imports it without React.
 */
export const ISLAND_ATTRIBUTES = { name: 'data-island', props: 'data-island-props', prefix: 'data-island-prefix', actsAtOnce: 'data-island-at-once' } as const;
