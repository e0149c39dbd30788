export type { AdminProduct, DashboardData, ProductEdit, WaitlistPage, WaitlistRow } from './contract';

export const WAITLIST_PAGE_SIZE = 50;
