export type { FounderLaunch, LaunchCard, LaunchDay, LaunchOverview, ProductLaunch, VoteCount } from './contract';
